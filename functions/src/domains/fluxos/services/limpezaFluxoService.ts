import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import { buscarFluxo } from '../../../data/repositories/fluxoRepository';
import { excluirIndiceBuscaDoCard } from '../../../data/repositories/indiceBuscaRepository';
import {
  chavesDoCardParaExclusao,
  excluirPaginaDeAtividades,
  excluirPaginaDoChat,
  excluirPaginaDeIndicesDeFiltro,
  excluirPaginaDeRegras,
  excluirPaginaDeSequencias,
  idsDosCardsDoFluxo,
} from '../../../data/repositories/limpezaFluxoRepository';
import { outboxPutUnico } from '../../../data/repositories/outboxRepository';
import { excluirPaginaDeObjetosDoChat, excluirTodosObjetosDoCard } from '../../../data/storage/anexoStorage';
import { excluirEmLote } from '../../../data/lotes';
import { transact } from '../../../data/transact';
import { removerRestosDoFluxo } from './exclusaoFluxoService';

/**
 * How much one step of the clean-up does. A card costs about five calls (its partition's keys,
 * one BatchWrite or more, the S3 listing, a DeleteObjects, the card item), so 100 cards, 10 at a
 * time, take a second or two: far inside the consumer's 60 s, whatever the flow's size, since a
 * flow of any size is just more steps. Tests pass smaller numbers to see several steps.
 */
export interface LimitesLimpeza {
  cardsPorPasso: number;
  cardsEmParalelo: number;
  itensPorPasso: number;
}

export const LIMITES_LIMPEZA: LimitesLimpeza = { cardsPorPasso: 100, cardsEmParalelo: 10, itensPorPasso: 1000 };

/**
 * The clean-up of the home's projections of the flow. painel owns them and sits above fluxos (it
 * reads cards and flows), so the caller hands painel's steps in (the `limpeza` consumer wires
 * painel's limpezaDoPainel): fluxos never imports painel.
 */
export interface LimpezaDoPainel {
  /** Takes back what was projected of these cards; called before the cards go. */
  retirarCardsDoPainel(deps: AppDeps, sigla: string, ids: string[]): Promise<void>;
  /** Deletes a page of the flow's projections; true when more may be left. */
  excluirPaginaDoPainel(deps: AppDeps, sigla: string, idFluxo: string, limite: number): Promise<boolean>;
}

/**
 * The `limpeza` consumer (fluxoExcluido, then limpezaFluxoContinuar): one bounded step of the
 * clean-up of a deleted flow and, when work is left, the event of the next step through the
 * outbox. The chain is crash-safe like any event: a step that fails or dies is delivered again
 * and, since every step starts from what is left, simply does its work again. The next step's
 * event id is derived from the first event's and the step number and written only once, so a
 * step run twice (a crash after its write, a redelivery) cannot start a second chain.
 */
export async function limparFluxo(
  deps: AppDeps,
  evento: EventoLido,
  painel: LimpezaDoPainel,
  limites: LimitesLimpeza = LIMITES_LIMPEZA,
): Promise<void> {
  let origem: { sigla: string; idFluxo: string; alteradoPor: string; idEventoOrigem: string; passo: number };
  if (evento.tipo === 'fluxoExcluido')
    origem = { ...evento.detalhe, idEventoOrigem: evento.detalhe.idEvento, passo: 0 };
  else if (evento.tipo === 'limpezaFluxoContinuar') origem = evento.detalhe;
  else return;
  const { sigla, idFluxo, alteradoPor, idEventoOrigem, passo } = origem;
  if ((await limparPassoDoFluxo(deps, sigla, idFluxo, painel, limites)) === 'concluido') return;
  const proximo = passo + 1;
  // False when this step already wrote it (a repeated step): the chain goes on from that one.
  await transact(deps, [
    outboxPutUnico(
      deps,
      { tipo: 'limpezaFluxoContinuar', detalhe: { sigla, idFluxo, alteradoPor, idEventoOrigem, passo: proximo } },
      `${idEventoOrigem}-p${proximo}`,
    ),
  ]);
}

/**
 * One bounded step, in this order: a page of the flow's rules (each with its execution records)
 * and of its active-rules index, up to `cardsPorPasso` cards (each with its sub-elements, its
 * history and its S3 objects), then a page of the activity log, then the day sequences, a page of
 * the list filters' index entries, a page of the chat (messages with their references, readers'
 * state, the channel's item) and of its S3 objects, a page of the home's projections of the flow
 * (each card's are taken back before the card goes), and the rest of the flow's own partition.
 * 'continua' when a bounded read may have left work behind.
 * Idempotent, and a no-op while the flow exists (ids are never reused, but a late or wrong event
 * must never touch a live flow).
 */
export async function limparPassoDoFluxo(
  deps: AppDeps,
  sigla: string,
  idFluxo: string,
  painel: LimpezaDoPainel,
  limites: LimitesLimpeza = LIMITES_LIMPEZA,
): Promise<'continua' | 'concluido'> {
  if (await buscarFluxo(deps, sigla, idFluxo)) return 'concluido';
  // The rules first: while they are indexed, events of the flow's cards still in flight fire them.
  if (await excluirPaginaDeRegras(deps, sigla, idFluxo, limites.itensPorPasso)) return 'continua';
  const ids = await idsDosCardsDoFluxo(deps, sigla, idFluxo, limites.cardsPorPasso);
  await painel.retirarCardsDoPainel(deps, sigla, ids);
  for (let i = 0; i < ids.length; i += limites.cardsEmParalelo) {
    await Promise.all(
      ids.slice(i, i + limites.cardsEmParalelo).map((id) => excluirCardDoFluxoExcluido(deps, sigla, id)),
    );
  }
  if (ids.length === limites.cardsPorPasso) return 'continua';
  if (await excluirPaginaDeAtividades(deps, sigla, idFluxo, limites.itensPorPasso)) return 'continua';
  if (await excluirPaginaDeSequencias(deps, sigla, idFluxo, limites.itensPorPasso)) return 'continua';
  if (await excluirPaginaDeIndicesDeFiltro(deps, sigla, idFluxo, limites.itensPorPasso)) return 'continua';
  if (await excluirPaginaDoChat(deps, sigla, idFluxo, limites.itensPorPasso)) return 'continua';
  if (await excluirPaginaDeObjetosDoChat(deps, sigla, idFluxo)) return 'continua';
  if (await painel.excluirPaginaDoPainel(deps, sigla, idFluxo, limites.itensPorPasso)) return 'continua';
  await removerRestosDoFluxo(deps, sigla, idFluxo);
  return 'concluido';
}

/**
 * A card of a deleted flow: no counters to keep (its stage and flow are gone) and no event (nobody
 * watches the flow). Sub-elements and history first, then the objects and its search-index
 * entries (kept outside the card's partition), the card item LAST: until
 * it goes, the card is still in the flow's index and a retry finds it again.
 */
async function excluirCardDoFluxoExcluido(deps: AppDeps, sigla: string, idCard: string): Promise<void> {
  const { card, resto } = await chavesDoCardParaExclusao(deps, sigla, idCard);
  await excluirEmLote(deps, resto);
  await excluirTodosObjetosDoCard(deps, sigla, idCard);
  await excluirIndiceBuscaDoCard(deps, sigla, idCard);
  await excluirEmLote(deps, [card]);
}
