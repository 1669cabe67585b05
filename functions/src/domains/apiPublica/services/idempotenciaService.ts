import type { AppDeps } from '../../../app/deps';
import type { Sessao } from '../../../app/sessao';
import {
  concluirIdempotencia,
  liberarIdempotencia,
  reservarIdempotencia,
  type ChaveIdempotencia,
} from '../../../data/repositories/idempotenciaApiRepository';
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
  { tipo: 'executar'; reserva: ReservaCriacao } | { tipo: 'repetir'; status: number; corpo: string };

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
