import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { NomeParametro } from '../../routes';
import type { Sessao } from '../../../kernel/sessao';
import type { EntradaRota, Rota } from '../../../kernel/http/route';

export type Evento = APIGatewayProxyEventV2;
export type Resultado = APIGatewayProxyStructuredResultV2;

/** What the middlewares learn about a request, step by step, for the next ones and the handler. */
export interface EstadoRequisicao {
  inicio: number;
  /** The table's route key ('GET /api/fluxos/{idFluxo}'), once found. */
  chave?: string;
  rota?: Rota;
  /** Path parameters as the matcher decoded them, not yet validated. */
  paramsBrutos?: Record<string, string>;
  entrada?: EntradaRota<unknown, unknown, NomeParametro>;
  sessao?: Sessao;
  /** The error answer's `tipo`, for the request's log line and metrics. */
  tipoErro?: string;
  /** Headers every answer of this request carries, error or not (the public API's RateLimit). */
  cabecalhos?: Record<string, string>;
  /** An answer known before the handler runs (a create replayed by its Idempotency-Key). */
  respostaPronta?: Resultado;
}

/** Lambda's context plus the request's state (a fresh context per invocation). */
export type ContextoHttp = Context & { requisicao: EstadoRequisicao };
export type RequisicaoHttp = Request<Evento, Resultado, Error, ContextoHttp>;
export type MiddlewareHttp = MiddlewareObj<Evento, Resultado, Error, ContextoHttp>;

const CABECALHOS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(
  status: number,
  body: unknown,
  cookies?: string[],
  cabecalhos?: Record<string, string>,
): Resultado {
  return { statusCode: status, headers: { ...CABECALHOS, ...cabecalhos }, body: JSON.stringify(body), cookies };
}

/**
 * Last step of every answer: the request's own headers (RateLimit of the public API) on top of
 * the answer's, success or error. Registered before mapearErros so its onError runs after it.
 */
export const aplicarCabecalhos: MiddlewareHttp = {
  after: (request) => juntarCabecalhos(request),
  onError: (request) => juntarCabecalhos(request),
};

function juntarCabecalhos({ response, context }: RequisicaoHttp): void {
  const extras = context.requisicao.cabecalhos;
  if (response && extras) response.headers = { ...response.headers, ...extras };
}
