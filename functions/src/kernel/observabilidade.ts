import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { NAMESPACE_METRICAS, SERVICO_OBSERVABILIDADE } from './nomesDeObservabilidade';

/**
 * The product's one logger and its metrics (Powertools): JSON lines to stdout, which Lambda sends
 * to CloudWatch Logs, and metrics in CloudWatch's embedded metric format (EMF) in the same stream,
 * so no API call is made to record them.
 *
 * What may be logged: ids (tenant sigla, user, flow, card, event), route keys, statuses, error
 * types and timings. Never cookies, tokens, passwords, e-mail addresses or request bodies: log
 * calls name their fields one by one, nothing logs a whole event or entrada.
 */
const SERVICO = SERVICO_OBSERVABILIDADE;
const NAMESPACE = NAMESPACE_METRICAS;

/** Lines from code shared by every function (repositories, the idempotency claim, adapters). */
export const logger = new Logger({ serviceName: SERVICO });

/**
 * A function's own logger and metrics. One instance per function name, not one per module: the
 * local runtime runs every function in one process, and each must keep its own `funcao`.
 */
/** logMetrics' options for every function: a ColdStart metric (dimension `service`, `function_name`) on each cold start. */
export const opcoesDasMetricas = { captureColdStartMetric: true } as const;

export function observabilidadeDaFuncao(funcao: string): { logger: Logger; metricas: Metrics } {
  return {
    logger: logger.createChild({ persistentKeys: { funcao } }),
    metricas: new Metrics({ namespace: NAMESPACE, serviceName: SERVICO, defaultDimensions: { funcao } }),
  };
}
