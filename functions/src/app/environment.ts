import { lerOrigensPermitidas } from './http/origem';

/**
 * The environment every Lambda reads, once, at cold start (never deep in the code).
 * In AWS the CDK stack sets these; locally the embedded runtime does. Endpoints are optional:
 * when absent the SDK talks to the real AWS service.
 */
export interface Environment {
  region: string;
  tableName: string;
  bucketArquivos: string;
  eventBusName: string;
  /** Public origin of the product, used in links sent by e-mail, e.g. http://localhost:3000. */
  appUrl: string;
  /** Origins allowed to send state-changing requests (http/origem.ts): APP_ORIGINS, else APP_URL's. */
  origensPermitidas: string[];
  /** API Gateway management endpoint of the WebSocket API, stage included. */
  wsManagementEndpoint?: string;
  dynamoDbEndpoint?: string;
  s3Endpoint?: string;
  eventBridgeEndpoint?: string;
  /** smtp://user:pass@host:port; without it e-mail cannot be sent. */
  smtpUrl?: string;
  mailFrom: string;
  /** Cookies get `Secure` unless this is N (plain-http local runtime). */
  cookieSecure: boolean;
  /**
   * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set: only then may a tenant turn Google
   * sign-in on, and only then does the login offer it (a tenant's stored Google flags are
   * ignored otherwise, so passwords keep working). Neither the CDK stack nor the local runtime sets them.
   */
  googleSignInConfigurado: boolean;
  /** METRICAS_DYNAMODB=1: count DynamoDB requests and items (the benchmark; data/metricasDynamo.ts). */
  metricasDynamoDb: boolean;
}

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`Variável de ambiente ausente: ${name}`);
    return value;
  };
  return {
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: required('TABLE_NAME'),
    bucketArquivos: required('BUCKET_ARQUIVOS'),
    eventBusName: required('EVENT_BUS_NAME'),
    appUrl: required('APP_URL'),
    origensPermitidas: lerOrigensPermitidas(env.APP_ORIGINS, required('APP_URL')),
    wsManagementEndpoint: env.WS_MANAGEMENT_ENDPOINT || undefined,
    dynamoDbEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    eventBridgeEndpoint: env.EVENTBRIDGE_ENDPOINT || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Workflow <nao-responda@workflow.local>',
    cookieSecure: env.COOKIE_SECURE !== 'N',
    googleSignInConfigurado: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    metricasDynamoDb: env.METRICAS_DYNAMODB === '1',
  };
}
