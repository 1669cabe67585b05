import {
  NAMESPACE_METRICAS,
  NIVEL_DE_LOG_NA_AWS,
  SERVICO_OBSERVABILIDADE,
} from '@wf/functions/kernel/nomesDeObservabilidade';

/**
 * The variables functions/src/kernel/environment.ts reads, and nothing the local runtime alone
 * needs (no *_ENDPOINT, no COOKIE_SECURE: in AWS the SDK defaults and Secure cookies apply).
 */
export interface LambdaEnvironmentValues {
  tableName: string;
  bucketArquivos: string;
  eventBusName: string;
  /**
   * Public origin of the product (the CloudFront distribution), used in e-mailed links and as
   * the one origin allowed to send state-changing requests.
   */
  appUrl: string;
  /** The value CloudFront adds to every API request; only with it is the client address trusted. */
  cdnOriginSecret: string;
  /** https://<ws api id>.execute-api.<region>.amazonaws.com/<stage> */
  wsManagementEndpoint: string;
  /** When absent the handlers' own default sender applies (an empty MAIL_FROM would not). */
  mailFrom?: string;
  /** SEGREDOS_CHAVE: a dynamic reference to the Secrets Manager secret, resolved at deploy. */
  chaveSegredos: string;
  /**
   * "Entrar com Google": the client id, the ARN of the secret holding its client secret (read at
   * run time, never in the template) and the issuer when not Google's.
   */
  google?: { clientId: string; clientSecretArn: string; issuer?: string };
}

export function lambdaEnvironment(values: LambdaEnvironmentValues): Record<string, string> {
  return {
    TABLE_NAME: values.tableName,
    BUCKET_ARQUIVOS: values.bucketArquivos,
    EVENT_BUS_NAME: values.eventBusName,
    APP_URL: values.appUrl,
    // The only origin allowed to send state-changing requests (functions/src/app/http/origem.ts).
    APP_ORIGINS: values.appUrl,
    // A request carrying it came through CloudFront (functions/src/app/http/enderecoDoCliente.ts).
    CDN_ORIGIN_SECRET: values.cdnOriginSecret,
    WS_MANAGEMENT_ENDPOINT: values.wsManagementEndpoint,
    // Encrypts the tenants' webhook secrets at rest (functions/src/lib/cifraSegredos.ts).
    SEGREDOS_CHAVE: values.chaveSegredos,
    ...(values.mailFrom ? { MAIL_FROM: values.mailFrom } : {}),
    // Every Lambda learns whether Google sign-in is configured (functions/src/kernel/environment.ts);
    // only the auth Lambda may read the secret.
    ...(values.google
      ? {
          GOOGLE_CLIENT_ID: values.google.clientId,
          GOOGLE_CLIENT_SECRET_ARN: values.google.clientSecretArn,
          ...(values.google.issuer ? { GOOGLE_ISSUER: values.google.issuer } : {}),
        }
      : {}),
    // The e-mail consumer sends through SES (functions/src/adapters/mailerDoAmbiente.ts).
    EMAIL_TRANSPORTE: 'ses',
    // Powertools (functions/src/kernel/observabilidade.ts): the same names the code passes, so a
    // Logger or Metrics created without them files its lines and metrics in the same place.
    POWERTOOLS_SERVICE_NAME: SERVICO_OBSERVABILIDADE,
    POWERTOOLS_METRICS_NAMESPACE: NAMESPACE_METRICAS,
    POWERTOOLS_LOG_LEVEL: NIVEL_DE_LOG_NA_AWS,
    // Not read by the code but by Node: without it the bundles' source maps are ignored.
    NODE_OPTIONS: '--enable-source-maps',
  };
}
