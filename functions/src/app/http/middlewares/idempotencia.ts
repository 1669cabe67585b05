import {
  decidirIdempotencia,
  encerrarIdempotencia,
  type ReservaCriacao,
} from '../../../domains/apiPublica/services/idempotenciaService';
import type { AppDeps } from '../../deps';
import type { MiddlewareHttp, RequisicaoHttp } from './tipos';

const reservas = new WeakMap<object, ReservaCriacao>();

/**
 * For the public API's creates (routes marked idempotente) sent with `Idempotency-Key`: the
 * first request runs and its answer is kept 24 h; a retry with the same key and request gets
 * that answer again (header `idempotent-replayed: true`) and creates nothing.
 */
export function idempotencia(deps: () => AppDeps): MiddlewareHttp {
  const encerrar = async (request: RequisicaoHttp) => {
    const reserva = reservas.get(request.context.requisicao);
    if (!reserva) return;
    reservas.delete(request.context.requisicao);
    const status = request.error ? 0 : (request.response?.statusCode ?? 0);
    await encerrarIdempotencia(deps(), reserva, status, request.response?.body);
  };
  return {
    before: async ({ event, context }) => {
      const { rota, entrada, sessao, chave } = context.requisicao;
      const chaveCabecalho = event.headers?.['idempotency-key'];
      if (!rota?.idempotente || !entrada || !sessao || chaveCabecalho === undefined) return;
      const pedido = { rota: chave, params: entrada.params, query: entrada.query ?? null, body: entrada.body ?? null };
      const decisao = await decidirIdempotencia(deps(), sessao, chaveCabecalho, pedido);
      if (decisao.tipo === 'executar') reservas.set(context.requisicao, decisao.reserva);
      else
        context.requisicao.respostaPronta = {
          statusCode: decisao.status,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
            'idempotent-replayed': 'true',
          },
          body: decisao.corpo,
        };
    },
    after: encerrar,
    onError: encerrar,
  };
}
