import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { emEscopoDeMetricas } from '../../data/metricasDynamo';
import { appDeps } from '../../kernel/deps';
import type { HttpLambdaName } from '../lambdas';
import { observabilidadeDaFuncao, opcoesDasMetricas } from '../../kernel/observabilidade';
import { conferirOrigemDaRequisicao } from './middlewares/conferirOrigem';
import { encontrarRota } from './middlewares/encontrarRota';
import { mapearErros } from './middlewares/mapearErros';
import { registrarRequisicao } from './middlewares/registrarRequisicao';
import { exigirSessao } from './middlewares/resolverSessao';
import {
  aplicarCabecalhos,
  json,
  type ContextoHttp,
  type Evento,
  type MiddlewareHttp,
  type Resultado,
} from './middlewares/tipos';
import { validarEntrada } from './middlewares/validarEntrada';
import type { Rota } from '../../kernel/http/route';

/**
 * The middy stack every HTTP Lambda shares, as named steps (./middlewares/), in this order:
 * find the table's route (404) → origin/CSRF guard (403/415; not for the public API) → [the
 * public API's caller by its `token` and its rate limit (401/429)] → input validation with the
 * route table's schemas (413/400) → session for 'sessao' routes (401) → [the public API's
 * Idempotency-Key (replay, 409/422)] → handler. Errors become
 * `{ mensagem, tipo }` (mapearErros), and each request leaves one JSON log line and its metrics
 * (registrarRequisicao); Powertools adds the Lambda context to the logs and flushes the metrics.
 *
 * The whole stack runs inside the DynamoDB-metrics scope 'http' (data/metricasDynamo.ts), the
 * session lookup included, as the benchmark counts it.
 */
/**
 * Steps only some Lambdas need, so the others do not bundle them: the public API's caller by its
 * token with the rate limit (`autenticar`, before the input is read) and its Idempotency-Key
 * (`antesDoHandler`, after the session). See domains/apiPublica/lambda.ts.
 */
export interface PassosExtras {
  autenticar?: MiddlewareHttp;
  antesDoHandler?: MiddlewareHttp;
}

export function httpLambda(nome: HttpLambdaName, rotas: Record<string, Rota>, extras: PassosExtras = {}) {
  const { logger, metricas } = observabilidadeDaFuncao(nome);
  const env = () => appDeps().env;
  const pilha = middy<Evento, Resultado, Error, ContextoHttp>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metricas, opcoesDasMetricas))
    .use(registrarRequisicao(logger, metricas))
    .use(aplicarCabecalhos)
    .use(mapearErros(logger))
    .use(encontrarRota(rotas))
    .use(conferirOrigemDaRequisicao(env))
    .use(extras.autenticar ? [extras.autenticar] : [])
    .use(validarEntrada(env))
    .use(exigirSessao(appDeps))
    .use(extras.antesDoHandler ? [extras.antesDoHandler] : [])
    .handler(async (_evento, context) => {
      const { rota, entrada, sessao, respostaPronta } = context.requisicao;
      if (!rota || !entrada) throw new Error('handler antes de validarEntrada');
      if (respostaPronta) return respostaPronta;
      const deps = appDeps();
      let r;
      if (rota.acesso === 'publica') r = await rota.handle(deps, entrada);
      else if (sessao) r = await rota.handle(deps, { ...entrada, sessao });
      else throw new Error('rota com sessão sem exigirSessao');
      return json(r.status ?? 200, r.body, r.cookies, r.cabecalhos);
    });
  return (evento: Evento, context: Context): Promise<Resultado> => {
    const contexto = Object.assign(context, { requisicao: { inicio: Date.now() } });
    return emEscopoDeMetricas('http', () => pilha(evento, contexto));
  };
}
