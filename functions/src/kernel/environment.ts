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
  /** The app's own origins, the only ones a browser may call the API from (http/origem.ts). */
  origensPermitidas: string[];
  /**
   * CDN_ORIGIN_SECRET: the value CloudFront adds to every request it sends to the HTTP API. Only
   * a request carrying it may name the client address (http/enderecoDoCliente.ts); absent (the
   * local runtime, a direct call) the address is API Gateway's sourceIp.
   */
  segredoDaCdn?: string;
  /** API Gateway management endpoint of the WebSocket API, stage included. */
  wsManagementEndpoint?: string;
  dynamoDbEndpoint?: string;
  s3Endpoint?: string;
  eventBridgeEndpoint?: string;
  /** SQS (a batched consumer deferring records); locally the bus's own server answers it. */
  sqsEndpoint?: string;
  /** 'ses' in AWS (the stack sets it); otherwise the deps' mailer slot is filled by whoever runs the handlers. */
  emailTransporte?: 'ses';
  mailFrom: string;
  /** Cookies get `Secure` unless this is N (plain-http local runtime). */
  cookieSecure: boolean;
  /**
   * A Google (OpenID Connect) client is configured (`google` below has an id and a secret): only
   * then may a tenant turn Google sign-in on, and only then does the login offer it (a tenant's
   * stored Google flags are ignored otherwise, so passwords keep working). The CDK stack sets it
   * when deployed with the `googleClientId` context; the local runtime points it at its stand-in.
   */
  googleSignInConfigurado: boolean;
  /** The OpenID provider of "Entrar com Google" (adapters/provedorOidc.ts). */
  google: ConfiguracaoGoogle;
  /** METRICAS_DYNAMODB=1: count DynamoDB requests and items (the benchmark; data/metricasDynamo.ts). */
  metricasDynamoDb: boolean;
  /**
   * Webhooks of rules (domains/regras/webhooks). WEBHOOKS_PERMITIR_REDE_PRIVADA=S lets them call
   * private, loopback and link-local addresses: the local runtime's tests only, never in AWS.
   */
  webhooksPermitirRedePrivada: boolean;
  /** WEBHOOKS_BACKOFF_BASE_MS: the first retry's delay (default 30 s); tests shorten it. */
  webhooksBackoffBaseMs: number;
  /**
   * SEGREDOS_CHAVE: a long random text whose SHA-256 encrypts the tenants' webhook secrets at rest
   * (lib/cifraSegredos.ts); absent, the secret routes and webhooks answer an error.
   */
  chaveSegredos?: string;
  /** The AI model's endpoint (adapters/modeloIa.ts; README "AI assistance"). */
  ia: ConfiguracaoModeloIa;
}

export interface ConfiguracaoGoogle {
  /** GOOGLE_CLIENT_ID */
  clientId?: string;
  /** GOOGLE_CLIENT_SECRET; in AWS the secret GOOGLE_CLIENT_SECRET_ARN names (read at first use). */
  clientSecret?: string;
  clientSecretArn?: string;
  /** GOOGLE_ISSUER (default https://accounts.google.com): discovery reads its endpoints and keys. */
  issuer: string;
}

export interface ConfiguracaoModeloIa {
  /** OPENAI_API_KEY; in AWS the consumer reads it from the secret OPENAI_API_KEY_SECRET_ARN names. */
  apiKey?: string;
  apiKeySecretArn?: string;
  /** OPENAI_BASE_URL: any OpenAI-compatible server (default OpenAI's). */
  baseUrl: string;
  /** OPENAI_MODEL (default gpt-4o-mini) and OPENAI_MODELO_TRANSCRICAO (default gpt-4o-mini-transcribe). */
  modelo: string;
  modeloTranscricao: string;
  /** IA_TIMEOUT_MS (default 60 s) and IA_TENTATIVAS (retries on 429/5xx, default 3). */
  timeoutMs: number;
  tentativas: number;
  /** IA_MODELO_DEMONSTRACAO=S: the endpoint is the local stand-in; tasks say so (the UI labels them). */
  demonstracao: boolean;
}

/** An origin as browsers send it (scheme://host[:port]); what is not a URL is kept and never matches. */
const comoOrigem = (texto: string): string => {
  try {
    return new URL(texto).origin;
  } catch {
    return texto;
  }
};

/** `APP_ORIGINS` (comma-separated), else the origin of `APP_URL`. */
export function lerOrigensPermitidas(appOrigins: string | undefined, appUrl: string): string[] {
  const lista = appOrigins?.trim() ? appOrigins.split(',') : [appUrl];
  return lista
    .map((o) => o.trim())
    .filter(Boolean)
    .map(comoOrigem);
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
    segredoDaCdn: env.CDN_ORIGIN_SECRET || undefined,
    wsManagementEndpoint: env.WS_MANAGEMENT_ENDPOINT || undefined,
    dynamoDbEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    eventBridgeEndpoint: env.EVENTBRIDGE_ENDPOINT || undefined,
    sqsEndpoint: env.SQS_ENDPOINT || undefined,
    emailTransporte: env.EMAIL_TRANSPORTE === 'ses' ? 'ses' : undefined,
    mailFrom: env.MAIL_FROM ?? 'Workflow <nao-responda@workflow.local>',
    cookieSecure: env.COOKIE_SECURE !== 'N',
    googleSignInConfigurado: Boolean(
      env.GOOGLE_CLIENT_ID && (env.GOOGLE_CLIENT_SECRET || env.GOOGLE_CLIENT_SECRET_ARN),
    ),
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      clientSecretArn: env.GOOGLE_CLIENT_SECRET_ARN || undefined,
      issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
    },
    metricasDynamoDb: env.METRICAS_DYNAMODB === '1',
    webhooksPermitirRedePrivada: env.WEBHOOKS_PERMITIR_REDE_PRIVADA === 'S',
    webhooksBackoffBaseMs: Number(env.WEBHOOKS_BACKOFF_BASE_MS) > 0 ? Number(env.WEBHOOKS_BACKOFF_BASE_MS) : 30_000,
    chaveSegredos: env.SEGREDOS_CHAVE || undefined,
    ia: {
      apiKey: env.OPENAI_API_KEY || undefined,
      apiKeySecretArn: env.OPENAI_API_KEY_SECRET_ARN || undefined,
      baseUrl: env.OPENAI_BASE_URL || 'https://api.openai.com/v1',
      modelo: env.OPENAI_MODEL || 'gpt-4o-mini',
      modeloTranscricao: env.OPENAI_MODELO_TRANSCRICAO || 'gpt-4o-mini-transcribe',
      timeoutMs: Number(env.IA_TIMEOUT_MS) > 0 ? Number(env.IA_TIMEOUT_MS) : 60_000,
      tentativas: Number(env.IA_TENTATIVAS) >= 0 && env.IA_TENTATIVAS ? Number(env.IA_TENTATIVAS) : 3,
      demonstracao: env.IA_MODELO_DEMONSTRACAO === 'S',
    },
  };
}
