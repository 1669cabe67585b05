import type { PermissoesEtapa } from '@wf/shared/types/fluxo';
import type { Autorizacao } from './autorizacao';

/**
 * Who may do what in a flow (the enforcement is ours, docs/adr/0012-flows-stages-and-permissions.md):
 * - the owner (the creator) may do everything;
 * - anyone else acts through his authorisations (EtapaUsuario) on the flow's stages;
 * - permiteEditarElementosFluxo (stages, diagram, links, labels) = owner, or editar S on at
 *   least one stage of the flow;
 * - a person neither owner nor authorised anywhere in the flow does not see it at all.
 */
export interface AcessoDoUsuario {
  ehDono: boolean;
  /** The session user's own authorisations in this flow. */
  autorizacoes: readonly Autorizacao[];
}

export const podeVerFluxo = (a: AcessoDoUsuario): boolean => a.ehDono || a.autorizacoes.length > 0;

export const permiteEditarElementosFluxo = (a: AcessoDoUsuario): boolean =>
  a.ehDono || a.autorizacoes.some((x) => x.editar === 'S');

const TODAS: PermissoesEtapa = {
  permiteEditar: 'S',
  permiteConcederAutorizacoes: 'S',
  permiteExecutarInstancias: 'S',
  restrAbrirCard: 'N',
};

/** Not authorised on the stage: it is seen on the board, but nothing may be done there, cards included. */
const NENHUMA: PermissoesEtapa = {
  permiteEditar: 'N',
  permiteConcederAutorizacoes: 'N',
  permiteExecutarInstancias: 'N',
  restrAbrirCard: 'S',
};

export function permissoesNaEtapa(a: AcessoDoUsuario, idEtapa: string): PermissoesEtapa {
  if (a.ehDono) return TODAS;
  const aut = a.autorizacoes.find((x) => x.idEtapa === idEtapa);
  if (!aut) return NENHUMA;
  return {
    permiteEditar: aut.editar,
    permiteConcederAutorizacoes: aut.autorizar,
    permiteExecutarInstancias: aut.executar,
    restrAbrirCard: aut.restrAbrirCard,
  };
}
