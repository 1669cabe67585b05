import { handlerEnvironment, type LocalEndpoints } from '../local/handlerEnvironment';

/**
 * The environment of the local runtime's handlers, rebuilt for a CLI run outside the runtime's
 * process: same table, bucket and bus names, endpoints on the runtime's ports (the same *_PORT
 * variables `npm start` reads, with its defaults). Only DynamoDB is really used by the tenant CLI;
 * the rest only has to be well-formed.
 */
const PORTAS_PADRAO = { PORT: 3000, DYNAMODB_PORT: 8000, S3_PORT: 4569, EVENTS_PORT: 4010, SMTP_PORT: 2525 } as const;

export function localEnvironmentForCli(env: NodeJS.ProcessEnv): Record<string, string> {
  const porta = (nome: keyof typeof PORTAS_PADRAO): number => Number(env[nome] ?? PORTAS_PADRAO[nome]);
  const baseUrl = `http://localhost:${porta('PORT')}`;
  const endpoints: LocalEndpoints = {
    baseUrl,
    dynamoDb: `http://localhost:${porta('DYNAMODB_PORT')}`,
    s3: `http://localhost:${porta('S3_PORT')}`,
    eventBridge: `http://localhost:${porta('EVENTS_PORT')}`,
    webSocket: `ws://localhost:${porta('PORT')}/ws`,
    wsManagement: `${baseUrl}/local`,
    smtpUrl: `smtp://localhost:${porta('SMTP_PORT')}`,
  };
  return handlerEnvironment(endpoints);
}
