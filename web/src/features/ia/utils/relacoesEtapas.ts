import type { FluxoComEtapas } from '@wf/shared/types/fluxo';

/** The stages and their links as the metrics analysis reads them. */
export function relacoesEtapas(dados: Pick<FluxoComEtapas, 'listaEtapas' | 'listaEtapasRel'>) {
  return dados.listaEtapas.map((e) => ({
    id: e.id,
    descricao: e.descricao,
    etapaInicial: e.etapaInicial,
    etapaFinal: e.etapaFinal,
    fluxoAberto: e.fluxoAberto,
    ligacoes: dados.listaEtapasRel
      .filter((r) => r.idEtapaOrigem === e.id || r.idEtapaDestino === e.id)
      .map((r) => ({ origem: r.idEtapaOrigem, destino: r.idEtapaDestino })),
  }));
}

/** The flow's context the stage requests send: its name, details and current stages. */
export function contextoDoFluxo(dados: FluxoComEtapas) {
  return {
    descricaoFluxo: dados.Fluxo.descricao,
    detalhesFluxo: dados.Fluxo.detalhes ?? '',
    listaEtapas: dados.listaEtapas.map((e) => ({
      id: e.id,
      descricao: e.descricao,
      etapaInicial: e.etapaInicial,
      etapaFinal: e.etapaFinal,
      fluxoAberto: e.fluxoAberto,
    })),
  };
}
