import {
  decidirIdempotencia,
  encerrarIdempotencia,
  itensDaReserva,
  type ReservaCriacao,
} from '../../../domains/apiPublica/services/idempotenciaService';
import type { AppDeps } from '../../../kernel/deps';
import type { MiddlewareHttp, RequisicaoHttp } from './tipos';

const reservas = new WeakMap<object, { reserva: ReservaCriacao; recuperando: boolean }>();

/**
 * For the public API's creates (routes marked idempotente) sent with `Idempotency-Key`: the
 * first request runs and its answer is kept 24 h; a retry with the same key and request gets
 * that answer again (header `idempotent-replayed: true`) and creates nothing. The create commits
 * the claim's mark with its own writes (entrada.idempotencia.itensExtras), so a retry after a
 * crash between that commit and the answer's record answers the created resource instead.
 */
export function idempotencia(deps: () => AppDeps): MiddlewareHttp {
  const encerrar = async (request: RequisicaoHttp) => {
    const r = reservas.get(request.context.requisicao);
    if (!r) return;
    reservas.delete(request.context.requisicao);
    const status = request.error ? 0 : (request.response?.statusCode ?? 0);
    // A claim whose create committed is never freed: freeing it would let a retry create again.
    if (r.recuperando && (status < 200 || status >= 300)) return;
    await encerrarIdempotencia(deps(), r.reserva, status, request.response?.body);
  };
  return {
    before: async ({ event, context }) => {
      const { rota, entrada, sessao, chave } = context.requisicao;
      const chaveCabecalho = event.headers?.['idempotency-key'];
      if (!rota?.idempotente || !entrada || !sessao || chaveCabecalho === undefined) return;
      const pedido = { rota: chave, params: entrada.params, query: entrada.query ?? null, body: entrada.body ?? null };
      const decisao = await decidirIdempotencia(deps(), sessao, chaveCabecalho, pedido);
      if (decisao.tipo === 'executar') {
        reservas.set(context.requisicao, { reserva: decisao.reserva, recuperando: false });
        entrada.idempotencia = { itensExtras: itensDaReserva(deps(), decisao.reserva) };
      } else if (decisao.tipo === 'recuperar') {
        reservas.set(context.requisicao, { reserva: decisao.reserva, recuperando: true });
        entrada.idempotencia = { itensExtras: () => [], idCriado: decisao.idCriado };
      } else
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
