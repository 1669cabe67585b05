import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import type { InstanciaArmazenada } from '../../domains/instancias/entities/instancia';
import { prefixoTenant } from '../chaves';
import type { TransactItem } from '../transact';
import { instanciaKeys, lerInstancia } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Index items of the list filters by label and by responsible: one small item per (card, label)
 * and per (card, responsible e-mail), all in ONE partition per flow, newest card first:
 *   pk `T#<SIGLA>#FLUXO#<idFluxo>#FILTROS`
 *     sk `ETIQ#<idEtiqueta>#<dataHoraCriacao>#<idCard>`
 *     sk `RESP#<email>#<dataHoraCriacao>#<idCard>`
 * holding idInstancia. A filter reads one page of its prefix and BatchGets those cards, so it costs
 * about two pages whatever the flow size. Entries are written and deleted in the same transaction
 * as the card change that makes them true or false (create, label and responsible add/remove,
 * move to another flow, delete); a flow's whole partition goes with the flow's clean-up. The
 * filter re-checks every card it fetches, so an entry outliving its card (a race with the card's
 * deletion) costs a read and never shows a wrong card. Due dates need no items: they are the
 * sparse gsi3 of the card item (instanciaRepository).
 */
export const indiceFiltroKeys = {
  pk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#FILTROS`,
  prefixoEtiqueta: (idEtiqueta: string) => `ETIQ#${idEtiqueta}#`,
  prefixoResponsavel: (email: string) => `RESP#${email.toLowerCase()}#`,
  /** The card's place inside a prefix: creation time, then id (newest first when read backwards). */
  posicao: (c: Pick<InstanciaArmazenada, 'dataHoraCriacao' | 'id'>) => `${c.dataHoraCriacao}#${c.id}`,
};

export type CriterioIndice = { tipo: 'etiqueta'; idEtiqueta: string } | { tipo: 'responsavel'; email: string };

const prefixoDe = (k: CriterioIndice) =>
  k.tipo === 'etiqueta' ? indiceFiltroKeys.prefixoEtiqueta(k.idEtiqueta) : indiceFiltroKeys.prefixoResponsavel(k.email);

type CardIndexado = Pick<InstanciaArmazenada, 'id' | 'idFluxo' | 'dataHoraCriacao'>;

function entradaItem(
  deps: Deps,
  sigla: string,
  c: CardIndexado,
  k: CriterioIndice,
  operacao: 'incluir' | 'excluir',
): TransactItem {
  const Key = { pk: indiceFiltroKeys.pk(sigla, c.idFluxo), sk: prefixoDe(k) + indiceFiltroKeys.posicao(c) };
  if (operacao === 'excluir') return { Delete: { TableName: deps.tableName, Key } };
  return { Put: { TableName: deps.tableName, Item: { ...Key, entidade: 'CARD_FILTRO', idInstancia: c.id } } };
}

/** The entry of one label of a card (added or removed with the label). */
export const entradaEtiquetaItem = (
  deps: Deps,
  sigla: string,
  c: CardIndexado,
  idEtiqueta: string,
  operacao: 'incluir' | 'excluir',
) => entradaItem(deps, sigla, c, { tipo: 'etiqueta', idEtiqueta }, operacao);

/** The entry of one responsible of a card (added or removed with the responsible). */
export const entradaResponsavelItem = (
  deps: Deps,
  sigla: string,
  c: CardIndexado,
  email: string,
  operacao: 'incluir' | 'excluir',
) => entradaItem(deps, sigla, c, { tipo: 'responsavel', email }, operacao);

/** Every entry of a card in its flow (create, copy, delete, leaving or entering a flow). */
export function entradasDoCardItens(
  deps: Deps,
  sigla: string,
  c: CardIndexado & Pick<InstanciaArmazenada, 'etiquetas' | 'responsaveis'>,
  operacao: 'incluir' | 'excluir',
): TransactItem[] {
  return [
    ...c.etiquetas.map((id) => entradaEtiquetaItem(deps, sigla, c, id, operacao)),
    ...c.responsaveis.map((email) => entradaResponsavelItem(deps, sigla, c, email, operacao)),
  ];
}

const entradaSchema = z.object({ sk: z.string(), idInstancia: z.string() });

/**
 * One page of a filter's entries, newest card first, after `apos` (a position this function
 * answered). ONE Query of at most `limite` small items.
 */
export async function paginaDoIndice(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  k: CriterioIndice,
  limite: number,
  apos?: string,
): Promise<{ entradas: Array<{ posicao: string; idInstancia: string }>; mais: boolean }> {
  const pk = indiceFiltroKeys.pk(sigla, idFluxo);
  const prefixo = prefixoDe(k);
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefixo)',
      ExpressionAttributeValues: { ':pk': pk, ':prefixo': prefixo },
      ScanIndexForward: false,
      Limit: limite,
      ...(apos ? { ExclusiveStartKey: { pk, sk: prefixo + apos } } : {}),
    }),
  );
  const entradas = (r.Items ?? []).map((i) => {
    const e = entradaSchema.parse(i);
    return { posicao: e.sk.slice(prefixo.length), idInstancia: e.idInstancia };
  });
  return { entradas, mais: Boolean(r.LastEvaluatedKey) };
}

/** Due dates asked for: before a day (overdue), or between two days inclusive (due soon). */
export type FaixaVencimento = { antesDe: string } | { de: string; ate: string };

/**
 * One page of the flow's cards with a due date in the range, earliest first, after `apos` (a
 * position this function answered): ONE Query of at most `limite` cards on the sparse gsi3, which
 * holds only cards with a due date and carries every attribute (no second read).
 */
export async function paginaPorVencimento(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  faixa: FaixaVencimento,
  limite: number,
  apos?: string,
): Promise<{ itens: InstanciaArmazenada[]; proximo: string | null }> {
  const gsi3pk = instanciaKeys.gsi3pk(sigla, idFluxo);
  // Positions are `<YYYY-MM-DD>#<id>`; '~' sorts after every id character, closing the last day.
  const condicao =
    'antesDe' in faixa ? 'gsi3pk = :pk AND gsi3sk < :ate' : 'gsi3pk = :pk AND gsi3sk BETWEEN :de AND :ate';
  const valores = 'antesDe' in faixa ? { ':ate': faixa.antesDe } : { ':de': faixa.de, ':ate': `${faixa.ate}#~` };
  let inicio;
  if (apos) {
    const id = apos.slice(apos.lastIndexOf('#') + 1);
    inicio = { pk: instanciaKeys.pk(sigla, id), sk: instanciaKeys.sk(), gsi3pk, gsi3sk: apos };
  }
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: condicao,
      ExpressionAttributeValues: { ':pk': gsi3pk, ...valores },
      Limit: limite,
      ExclusiveStartKey: inicio,
    }),
  );
  const itens = (r.Items ?? []).map(lerInstancia);
  const ultimo = itens.at(-1);
  return {
    itens,
    proximo:
      r.LastEvaluatedKey && ultimo?.dataVencimento ? instanciaKeys.gsi3sk(ultimo.dataVencimento, ultimo.id) : null,
  };
}
