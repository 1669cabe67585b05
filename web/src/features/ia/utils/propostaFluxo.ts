import type { CampoProposto, EtapaProposta, ResultadoCriarFluxo } from '../api/tipos';

/**
 * The proposed flow under review: the person may rename the flow and its stages and remove
 * stages or fields before creating it. A removed stage takes its links with it. Everything the
 * screen does not edit is sent back as the model proposed it (POST /api/fluxos/inserir-by-gpt
 * validates the whole proposal again on the server).
 */
export interface PropostaEmRevisao {
  fluxo: ResultadoCriarFluxo['fluxo'];
  etapas: EtapaProposta[];
}

/** A stage's key in the proposal: its own id, else its position. */
export const chaveDaEtapa = (etapa: EtapaProposta, indice: number): string => String(etapa.id ?? indice);

export const ehSim = (valor: unknown): boolean => valor === true || valor === 'S';

export function iniciarRevisao(resultado: ResultadoCriarFluxo): PropostaEmRevisao {
  // Positions become ids now, so removing a stage does not shift the keys of the others.
  return {
    fluxo: { ...resultado.fluxo },
    etapas: resultado.listaEtapas.map((e, i) => ({ ...e, id: chaveDaEtapa(e, i) })),
  };
}

export const renomearFluxo = (p: PropostaEmRevisao, descricao: string): PropostaEmRevisao => ({
  ...p,
  fluxo: { ...p.fluxo, descricao },
});

export const renomearEtapa = (p: PropostaEmRevisao, chave: string, descricao: string): PropostaEmRevisao => ({
  ...p,
  etapas: p.etapas.map((e) => (String(e.id) === chave ? { ...e, descricao } : e)),
});

export function removerEtapa(p: PropostaEmRevisao, chave: string): PropostaEmRevisao {
  return {
    ...p,
    etapas: p.etapas
      .filter((e) => String(e.id) !== chave)
      .map((e) =>
        e.listaEtapasDestino ? { ...e, listaEtapasDestino: e.listaEtapasDestino.filter((d) => String(d) !== chave) } : e,
      ),
  };
}

export function removerCampo(p: PropostaEmRevisao, chave: string, indiceCampo: number): PropostaEmRevisao {
  return {
    ...p,
    etapas: p.etapas.map((e) =>
      String(e.id) === chave
        ? { ...e, listaCamposFormulario: (e.listaCamposFormulario ?? []).filter((_, i) => i !== indiceCampo) }
        : e,
    ),
  };
}

/** The names of a stage's destinations, for the review ('Em análise → Aprovado'). */
export function nomesDestinos(p: PropostaEmRevisao, etapa: EtapaProposta): string[] {
  const porChave = new Map(p.etapas.map((e) => [String(e.id), e.descricao]));
  return (etapa.listaEtapasDestino ?? []).map((d) => porChave.get(String(d))).filter((n): n is string => !!n);
}

export const camposDaEtapa = (etapa: EtapaProposta): CampoProposto[] => etapa.listaCamposFormulario ?? [];

/** What is missing before the proposal can be created (pt-BR), or null. */
export function problemaDaRevisao(p: PropostaEmRevisao): string | null {
  if (!p.fluxo.descricao?.trim()) return 'Informe o nome do fluxo';
  if (p.etapas.length === 0) return 'O fluxo precisa de pelo menos uma etapa';
  if (p.etapas.some((e) => !e.descricao.trim())) return 'Toda etapa precisa de um nome';
  return null;
}

/** The body of POST /api/fluxos/inserir-by-gpt. */
export const corpoInserirByGpt = (p: PropostaEmRevisao) => ({ Fluxo: p.fluxo, listaEtapasGpt: p.etapas });
