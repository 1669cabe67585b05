import type { AppDeps } from '../../kernel/deps';
import { deleteItem, putSeAusente } from '../entidade';
import type { TransactItem } from '../transact';
import { instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'tableName'>;

/**
 * The card's links to people and labels, in the card's collection (pk `T#<SIGLA>#CARD#<idCard>`):
 *   sk `RESP#<email>`          a responsible (idVinculo is the id the SPA removes it by)
 *   sk `SEGUIDOR#<email>`      a follower
 *   sk `ETIQ#<idEtiqueta>`     a label of the card's flow
 * The card item keeps the same sets as lists (responsaveis, etiquetas, seguidores) for the board
 * tile; both are written in one transaction, the card item conditioned on the list it was read
 * with. These items record who linked and when, and their key is the uniqueness guard
 * (attribute_not_exists): the same person or label twice is refused race-free. Labels given when
 * the card is created live only in the card's list (no item): removals therefore delete the item
 * without requiring it.
 */
export const vinculoCardKeys = {
  responsavel: (email: string) => `RESP#${email.toLowerCase()}`,
  seguidor: (email: string) => `SEGUIDOR#${email.toLowerCase()}`,
  etiqueta: (idEtiqueta: string) => `ETIQ#${idEtiqueta}`,
};

export type TipoVinculoCard = 'responsavel' | 'seguidor' | 'etiqueta';

const ENTIDADE: Record<TipoVinculoCard, string> = {
  responsavel: 'CARD_RESPONSAVEL',
  seguidor: 'CARD_SEGUIDOR',
  etiqueta: 'CARD_ETIQUETA',
};

export interface VinculoCard {
  tipo: TipoVinculoCard;
  /** E-mail (responsible, follower) or label id. */
  alvo: string;
  idVinculo: string;
  idInstancia: string;
  criadoPor: string;
  criadoEm: string;
}

export function inserirVinculoCardItem(deps: Deps, sigla: string, v: VinculoCard): TransactItem {
  return putSeAusente(deps, {
    pk: instanciaKeys.pk(sigla, v.idInstancia),
    sk: vinculoCardKeys[v.tipo](v.alvo),
    entidade: ENTIDADE[v.tipo],
    ...v,
  });
}

export function excluirVinculoCardItem(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  tipo: TipoVinculoCard,
  alvo: string,
): TransactItem {
  return deleteItem(deps, { pk: instanciaKeys.pk(sigla, idInstancia), sk: vinculoCardKeys[tipo](alvo) });
}
