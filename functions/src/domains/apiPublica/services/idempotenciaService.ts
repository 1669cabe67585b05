import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  concluirIdempotencia,
  liberarIdempotencia,
  marcarCriadoItem,
  reservarIdempotencia,
  type ChaveIdempotencia,
} from '../../../data/repositories/idempotenciaApiRepository';
import type { TransactItem } from '../../../data/transact';
import { hashDeSegredo } from '../../../lib/segredos';
import { erroApi } from '../erros';

/** A create never takes this long; after it, a claim whose Lambda died may be taken again. */
const PRAZO_RESERVA_SEGUNDOS = 60;
const CHAVE_VALIDA = /^[\x21-\x7E]{1,255}$/;

export interface ReservaCriacao {
  chave: ChaveIdempotencia;
  reservaId: string;
}

export type DecisaoIdempotencia =
  | { tipo: 'executar'; reserva: ReservaCriacao }
  | { tipo: 'repetir'; status: number; corpo: string }
  /** The first request's create committed but its answer was lost: answer that resource, create nothing. */
  | { tipo: 'recuperar'; reserva: ReservaCriacao; idCriado: string };

/**
 * Before a create with an Idempotency-Key: run it (the key is now ours), or replay the answer the
 * key already holds. The same key with another request (route, path or body) is a 422; a key
 * whose first request is still running is a 409.
 */
export async function decidirIdempotencia(
  deps: AppDeps,
  sessao: Sessao,
  chaveCabecalho: string,
  pedido: unknown,
): Promise<DecisaoIdempotencia> {
  if (!CHAVE_VALIDA.test(chaveCabecalho)) throw erroApi.chaveIdempotenciaInvalida();
  const chave = { sigla: sessao.sigla, usuarioId: sessao.usuarioId, hashChave: hashDeSegredo(chaveCabecalho) };
  const hashPedido = hashDeSegredo(JSON.stringify(pedido));
  const r = await reservarIdempotencia(deps, chave, hashPedido, PRAZO_RESERVA_SEGUNDOS);
  if (r.estado === 'reservado') return { tipo: 'executar', reserva: { chave, reservaId: r.reservaId } };
  if (r.hashPedido !== hashPedido) throw erroApi.chaveIdempotenciaReutilizada();
  if (r.estado === 'em-andamento') throw erroApi.chaveIdempotenciaEmAndamento();
  if (r.estado === 'criado')
    return { tipo: 'recuperar', reserva: { chave, reservaId: r.reservaId }, idCriado: r.idRecurso };
  return { tipo: 'repetir', status: r.status, corpo: r.resposta };
}

/** After the create: a success is kept for the key's retries; a refusal frees the key. */
export async function encerrarIdempotencia(
  deps: AppDeps,
  reserva: ReservaCriacao,
  status: number,
  corpo: string | undefined,
) {
  if (status >= 200 && status < 300)
    await concluirIdempotencia(deps, reserva.chave, reserva.reservaId, status, corpo ?? '');
  else await liberarIdempotencia(deps, reserva.chave, reserva.reservaId);
}

/**
 * What a create adds to its own transaction under an Idempotency-Key: the claim records the new
 * resource's id in the same commit, so the key and the card cannot disagree after a crash.
 */
export const itensDaReserva =
  (deps: AppDeps, reserva: ReservaCriacao) =>
  (idRecurso: string): TransactItem[] => [marcarCriadoItem(deps, reserva.chave, reserva.reservaId, idRecurso)];
