import { tableDefinition } from '@wf/functions/data/tableDefinition';
import { localCredentials } from './dynamoDbLocal';
import { PREFIXO_MODELO_LOCAL } from './modeloIaLocal';
import { CLIENTE_OIDC_LOCAL, issuerOidcLocal } from './oidcLocal';

/** Names the CDK stack gives real resources; locally they are fixed. */
export const LOCAL_NAMES = {
  tableName: tableDefinition.logicalName,
  bucketArquivos: 'workflow-arquivos',
  eventBusName: 'workflow',
  region: 'us-east-1',
  account: '000000000000',
  /** WebSocket API stage: the management endpoint is <origin>/<stage>. */
  webSocketStage: 'local',
} as const;

export interface LocalEndpoints {
  /** The product's origin: SPA, API, WebSocket and the developer routes. */
  baseUrl: string;
  dynamoDb: string;
  s3: string;
  eventBridge: string;
  webSocket: string;
  wsManagement: string;
  smtpUrl: string;
}

/** The ports a runtime listens on (infra/local/start.ts reads them from the environment). */
export interface LocalPorts {
  port: number;
  dynamoPort: number;
  s3Port: number;
  eventsPort: number;
  smtpPort: number;
}

/** Where each service of a runtime on these ports answers (also for a runtime in a child process). */
export function endpointsFor(opts: LocalPorts): LocalEndpoints {
  const baseUrl = `http://localhost:${opts.port}`;
  return {
    baseUrl,
    dynamoDb: `http://localhost:${opts.dynamoPort}`,
    s3: `http://localhost:${opts.s3Port}`,
    eventBridge: `http://localhost:${opts.eventsPort}`,
    webSocket: `ws://localhost:${opts.port}/ws`,
    wsManagement: `${baseUrl}/${LOCAL_NAMES.webSocketStage}`,
    smtpUrl: `smtp://localhost:${opts.smtpPort}`,
  };
}

/** The AI model's variables for the handlers (README, "AI assistance"). */
function modeloIaDoAmbienteLocal(baseUrl: string): Record<string, string> {
  const extras = Object.fromEntries(
    ['OPENAI_MODEL', 'OPENAI_MODELO_TRANSCRICAO'].flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])),
  );
  if (process.env.OPENAI_API_KEY)
    return {
      ...extras,
      OPENAI_API_KEY: process.env.OPENAI_API_KEY,
      ...(process.env.OPENAI_BASE_URL ? { OPENAI_BASE_URL: process.env.OPENAI_BASE_URL } : {}),
    };
  return {
    ...extras,
    OPENAI_API_KEY: 'demonstracao-local',
    OPENAI_BASE_URL: `${baseUrl}${PREFIXO_MODELO_LOCAL}`,
    IA_MODELO_DEMONSTRACAO: 'S',
  };
}

/**
 * "Entrar com Google": with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET in the developer's
 * environment, that client (and GOOGLE_ISSUER, if set); without them the runtime's own OpenID
 * provider (provedorOidcLocal.ts), so the button works with no Google account and no internet.
 */
function googleDoAmbienteLocal(baseUrl: string): Record<string, string> {
  if (process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET && !ehDoProvedorLocal())
    return {
      GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: process.env.GOOGLE_CLIENT_SECRET,
      ...(process.env.GOOGLE_ISSUER ? { GOOGLE_ISSUER: process.env.GOOGLE_ISSUER } : {}),
    };
  return {
    GOOGLE_CLIENT_ID: CLIENTE_OIDC_LOCAL.id,
    GOOGLE_CLIENT_SECRET: CLIENTE_OIDC_LOCAL.segredo,
    GOOGLE_ISSUER: issuerOidcLocal(baseUrl),
  };
}

/** A process that already ran applyHandlerEnvironment (a test's second environment) has the stand-in's values. */
const ehDoProvedorLocal = () => process.env.GOOGLE_CLIENT_ID === CLIENTE_OIDC_LOCAL.id;

/** The runtime's own origin under both names a developer's browser may use for it. */
export function localOrigins(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  const other = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : undefined;
  return other ? [url.origin, `${url.protocol}//${other}:${url.port}`] : [url.origin];
}

/**
 * What the CDK stack sets on every Lambda, pointed at the local services (read by
 * functions/src/kernel/environment.ts at cold start).
 */
export function handlerEnvironment(endpoints: LocalEndpoints): Record<string, string> {
  return {
    TABLE_NAME: LOCAL_NAMES.tableName,
    BUCKET_ARQUIVOS: LOCAL_NAMES.bucketArquivos,
    EVENT_BUS_NAME: LOCAL_NAMES.eventBusName,
    APP_URL: endpoints.baseUrl,
    // Who may send state-changing requests (functions/src/app/http/origem.ts): this origin only.
    APP_ORIGINS: localOrigins(endpoints.baseUrl).join(','),
    DYNAMODB_ENDPOINT: endpoints.dynamoDb,
    S3_ENDPOINT: endpoints.s3,
    EVENTBRIDGE_ENDPOINT: endpoints.eventBridge,
    // The batch queues are the bus's (batchDelivery.ts): its server answers their SQS calls too.
    SQS_ENDPOINT: endpoints.eventBridge,
    WS_MANAGEMENT_ENDPOINT: endpoints.wsManagement,
    COOKIE_SECURE: 'N',
    // The AI model: with OPENAI_API_KEY in the developer's environment the real service (or
    // OPENAI_BASE_URL's); without it the runtime's own stand-in (modeloIaLocal.ts), labelled a demonstration.
    ...modeloIaDoAmbienteLocal(endpoints.baseUrl),
    ...googleDoAmbienteLocal(endpoints.baseUrl),
    // Encrypts the tenants' webhook secrets at rest (functions/src/lib/cifraSegredos.ts). A fixed
    // key: the local runtime holds development data only; in AWS it comes from Secrets Manager.
    SEGREDOS_CHAVE: 'bG9jYWwtc29tZW50ZS1jaGF2ZS1kZS0zMi1ieXRlcyE=',
    AWS_REGION: LOCAL_NAMES.region,
    AWS_DEFAULT_REGION: LOCAL_NAMES.region,
    // Dummies, so real credentials are never picked up. s3rver knows one key only (S3RVER) and
    // rejects any other; DynamoDB Local (-sharedDb) and the local bus accept anything.
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    // Handlers' logs are Powertools JSON lines on the runtime's stdout, as in CloudWatch. Metrics
    // (EMF) are off: nothing reads them locally, and every function shares the one process.
    POWERTOOLS_METRICS_DISABLED: 'true',
    // The SDK warns on every start that Node 20 support ends; the deployed Lambdas run Node 22.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** Must run before any handler module is imported: handlers read the environment once, at load. */
export function applyHandlerEnvironment(endpoints: LocalEndpoints): void {
  // A developer's session token or profile would otherwise sneak into the credential chain.
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  Object.assign(process.env, handlerEnvironment(endpoints));
}
