import type { Sessao } from '../../../kernel/sessao';

/** Who changed which flow of which tenant: how the detail of every stage event starts. */
export const autoriaDoEvento = (sessao: Sessao, idFluxo: string) => ({
  sigla: sessao.sigla,
  idFluxo,
  alteradoPor: sessao.email,
});

/** The authorship and the stage the event is about (its name as the event reports it). */
export const autoriaNaEtapa = (sessao: Sessao, idFluxo: string, idEtapa: string, descricaoEtapa: string) => ({
  ...autoriaDoEvento(sessao, idFluxo),
  idEtapa,
  descricaoEtapa,
});
