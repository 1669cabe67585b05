import { DIAS_GUARDA_NOTIFICACAO_LIDA } from '@wf/shared/constants/notificacoes';
import type {
  RespostaContagemNaoLidas,
  RespostaNaoLidasPorCard,
  RespostaNotificacoes,
} from '@wf/shared/types/notificacao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarNotificacao,
  contarNaoLidas,
  listarNaoLidas,
  marcarLidasItens,
  paginaDeNotificacoes,
} from '../../../data/repositories/notificacaoRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { ESCRITAS_POR_TRANSACAO, transact } from '../../../data/transact';
import { apresentarNotificacao } from '../entities/notificacao';
import { erroNotificacao } from '../erros';

/**
 * The five notification routes. Everything is read and written in the session person's own
 * partition (tenant and user from the session), so nobody reaches another's notifications: an
 * id that is not his answers 'Notificação não encontrada', like one that does not exist.
 */

/** Unread notifications marked per transaction: two writes each, plus the count and the event. */
const POR_TRANSACAO = Math.floor((ESCRITAS_POR_TRANSACAO - 2) / 2);
/** Unread markers the board's badges read at most. */
const MAX_MARCADORES_POR_CARD = 500;
/** Rounds a mark may lose to concurrent marks of the same notifications before giving up (it then re-reads anyway). */
const MAX_RODADAS = 1000;

/**
 * The writes of one mark: the notifications read (each to expire DIAS_GUARDA_NOTIFICACAO_LIDA
 * from now) and the event that tells the person's other tabs.
 */
function marcarLidas(deps: AppDeps, sessao: Sessao, lidas: Array<{ id: string; idInstancia: string }>) {
  const expiraEm = Math.floor(deps.clock().getTime() / 1000) + DIAS_GUARDA_NOTIFICACAO_LIDA * 24 * 60 * 60;
  return [
    ...marcarLidasItens(deps, sessao.sigla, sessao.usuarioId, lidas, expiraEm),
    outboxPut(deps, {
      tipo: 'notificacoesLidas',
      detalhe: { sigla: sessao.sigla, usuarioId: sessao.usuarioId, quantas: lidas.length },
    }),
  ];
}

export async function listarNotificacoes(
  deps: AppDeps,
  sessao: Sessao,
  pagina: { limite: number; cursor?: string },
): Promise<RespostaNotificacoes> {
  const { itens, proximoCursor } = await paginaDeNotificacoes(
    deps,
    sessao.sigla,
    sessao.usuarioId,
    pagina.limite,
    pagina.cursor,
  );
  return { listaNotificacoes: itens.map(apresentarNotificacao), proximoCursor };
}

export async function contagemNaoLidas(deps: AppDeps, sessao: Sessao): Promise<RespostaContagemNaoLidas> {
  return { totalNaoLidas: await contarNaoLidas(deps, sessao.sigla, sessao.usuarioId) };
}

/**
 * The person's unread notifications per card, for the badges of the board's tiles: his unread
 * markers (keys `NAOLIDA#<idInstancia>#<id>`, never the history), at most MAX_MARCADORES_POR_CARD
 * of them (one or two Queries of small items); `completa` false beyond that, when some cards'
 * badges are missing until he reads some (the bell still counts them all).
 */
export async function naoLidasPorCard(deps: AppDeps, sessao: Sessao): Promise<RespostaNaoLidasPorCard> {
  const marcadores = await listarNaoLidas(deps, sessao.sigla, sessao.usuarioId, MAX_MARCADORES_POR_CARD + 1);
  const naoLidasPorInstancia: Record<string, number> = {};
  for (const m of marcadores.slice(0, MAX_MARCADORES_POR_CARD))
    naoLidasPorInstancia[m.idInstancia] = (naoLidasPorInstancia[m.idInstancia] ?? 0) + 1;
  return { naoLidasPorInstancia, completa: marcadores.length <= MAX_MARCADORES_POR_CARD };
}

/** Marks one notification read; one already read stays as it is (the answer is the same). The unread count after. */
export async function marcarComoLida(deps: AppDeps, sessao: Sessao, id: string): Promise<RespostaContagemNaoLidas> {
  const n = await buscarNotificacao(deps, sessao.sigla, sessao.usuarioId, id);
  if (!n) throw erroNotificacao.naoEncontrada();
  // A failed condition means a concurrent mark already read it (and counted it).
  if (n.msgLida === 'N') await transact(deps, marcarLidas(deps, sessao, [n]));
  return contagemNaoLidas(deps, sessao);
}

/** Every unread notification (or those of one card) read, in transactions of up to 49. */
async function marcarNaoLidas(deps: AppDeps, sessao: Sessao, idInstancia?: string): Promise<void> {
  for (let rodada = 0; rodada < MAX_RODADAS; rodada++) {
    const naoLidas = await listarNaoLidas(deps, sessao.sigla, sessao.usuarioId, POR_TRANSACAO, idInstancia);
    if (naoLidas.length === 0) return;
    // false: some were marked meanwhile by another request; the next round re-reads what is left.
    await transact(deps, marcarLidas(deps, sessao, naoLidas));
  }
}

export async function marcarTodasComoLidas(deps: AppDeps, sessao: Sessao): Promise<RespostaContagemNaoLidas> {
  await marcarNaoLidas(deps, sessao);
  return contagemNaoLidas(deps, sessao);
}

/** The person's notifications of one card read (what opening the card from the bell does). */
export async function marcarComoLidasDoCard(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
): Promise<RespostaContagemNaoLidas> {
  await marcarNaoLidas(deps, sessao, idInstancia);
  return contagemNaoLidas(deps, sessao);
}
