import type { Logger } from '@aws-lambda-powertools/logger';
import { MetricUnit, type Metrics } from '@aws-lambda-powertools/metrics';
import { lerCookies, siglaDaRequisicao } from '../../../kernel/http/cookies';
import { alteraEstado } from '../origem';
import type { MiddlewareHttp, RequisicaoHttp } from './tipos';

/** The tenant a request names, even when it was refused before its input was read. */
function siglaDe({ event, context }: RequisicaoHttp): string | undefined {
  const { sessao, entrada } = context.requisicao;
  if (sessao) return sessao.sigla;
  if (entrada) return entrada.siglaRequisicao;
  const headers = event.headers ?? {};
  return siglaDaRequisicao(
    headers,
    lerCookies(event.cookies, headers.cookie),
    alteraEstado(event.requestContext.http.method),
  );
}

/**
 * One JSON line per request and its metrics, written last (after the error mapping), so they see
 * the answer's status. The line names its fields one by one: the route key rather than the raw
 * path (a path may carry anything), ids, never headers, cookies or bodies.
 */
export function registrarRequisicao(logger: Logger, metricas: Metrics): MiddlewareHttp {
  const registrar = (request: RequisicaoHttp): void => {
    const { event, context } = request;
    const { chave, sessao, tipoErro, inicio } = context.requisicao;
    const status = request.response?.statusCode ?? 500;
    const latenciaMs = Date.now() - inicio;
    const campos = {
      rota: chave ?? null,
      metodo: event.requestContext.http.method,
      status,
      latenciaMs,
      sigla: siglaDe(request) ?? null,
      ...(sessao ? { usuarioId: sessao.usuarioId } : {}),
      requestId: context.awsRequestId,
      apiRequestId: event.requestContext.requestId,
      ...(tipoErro ? { tipo: tipoErro } : {}),
    };
    if (status >= 500) logger.error('requisição', campos);
    else logger.info('requisição', campos);
    metricas.addMetric('Requisicoes', MetricUnit.Count, 1);
    metricas.addMetric('Latencia', MetricUnit.Milliseconds, latenciaMs);
    if (tipoErro) {
      // Its own EMF blob: the error's type and status as dimensions, not the request's.
      const erro = metricas.singleMetric();
      erro.addDimensions({ tipo: tipoErro, status: String(status) });
      erro.addMetric('Erros', MetricUnit.Count, 1);
    }
  };
  return { after: registrar, onError: registrar };
}
