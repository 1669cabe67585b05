import type { FlagSN } from '@wf/shared/types/sessao';
import type { Etapa, EtapaRel } from '@wf/shared/types/fluxo';

/** The flags of the stage dialogs as switches. */
export interface FlagsEtapa {
  etapaInicial: boolean;
  etapaFinal: boolean;
  fluxoAberto: boolean;
}

export const paraSN = (valor: boolean): FlagSN => (valor ? 'S' : 'N');

export function flagsDaEtapa(etapa: Pick<Etapa, 'etapaInicial' | 'etapaFinal' | 'fluxoAberto'>): FlagsEtapa {
  return {
    etapaInicial: etapa.etapaInicial === 'S',
    etapaFinal: etapa.etapaFinal === 'S',
    fluxoAberto: etapa.fluxoAberto === 'S',
  };
}

/**
 * A final stage has no way out and an open one goes anywhere: the two contradict each other, so
 * turning one on turns the other off (our rule).
 */
export function alternarFlag(flags: FlagsEtapa, flag: keyof FlagsEtapa, valor: boolean): FlagsEtapa {
  const novas = { ...flags, [flag]: valor };
  if (valor && flag === 'etapaFinal') novas.fluxoAberto = false;
  if (valor && flag === 'fluxoAberto') novas.etapaFinal = false;
  return novas;
}

/**
 * The origin choices of a new stage. Any stage may be chosen (the server requires one once the
 * flow has stages), but a final or open one gets no link to it: the label says so.
 */
export function opcoesDeOrigem(
  listaEtapas: readonly Pick<Etapa, 'id' | 'descricao' | 'etapaFinal' | 'fluxoAberto'>[],
): { value: string; label: string }[] {
  return listaEtapas.map((e) => {
    const semSaida =
      e.etapaFinal === 'S' ? ' (final: sem conexão)' : e.fluxoAberto === 'S' ? ' (fluxo aberto: sem conexão)' : '';
    return { value: e.id, label: `${e.descricao}${semSaida}` };
  });
}

/** What saving the edit dialog will also do, for the hint under the switches. */
export function avisosDaAlteracao(
  etapa: Pick<Etapa, 'id' | 'etapaInicial' | 'etapaFinal' | 'fluxoAberto'>,
  flags: FlagsEtapa,
  listaEtapasRel: readonly Pick<EtapaRel, 'idEtapaOrigem'>[],
): string[] {
  const avisos: string[] = [];
  const saidas = listaEtapasRel.filter((r) => r.idEtapaOrigem === etapa.id).length;
  const passaAFinal = flags.etapaFinal && etapa.etapaFinal !== 'S';
  const passaAAberto = flags.fluxoAberto && etapa.fluxoAberto !== 'S';
  if ((passaAFinal || passaAAberto) && saidas > 0) {
    avisos.push(
      `${saidas === 1 ? 'A conexão de saída desta etapa será removida' : `As ${saidas} conexões de saída desta etapa serão removidas`}.`,
    );
  }
  if (flags.etapaInicial && etapa.etapaInicial !== 'S') avisos.push('A etapa inicial atual deixará de ser inicial.');
  return avisos;
}
