/**
 * The names the logs and metrics are filed under, in a module of its own (no imports) so the
 * CDK stack sets the same values as POWERTOOLS_SERVICE_NAME and POWERTOOLS_METRICS_NAMESPACE
 * (infra/cdk/lambdaEnvironment.ts) without loading Powertools.
 */
export const SERVICO_OBSERVABILIDADE = 'workflow';
export const NAMESPACE_METRICAS = 'Workflow';
/** Level of the Lambdas' logs in AWS (POWERTOOLS_LOG_LEVEL): INFO keeps the one line per request. */
export const NIVEL_DE_LOG_NA_AWS = 'INFO';
