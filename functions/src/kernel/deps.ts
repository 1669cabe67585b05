import { randomUUID } from 'node:crypto';
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Mailer } from '../adapters/mailer';
import type { ProvedorOidc } from '../adapters/provedorOidc';
import type { ModeloIa } from '../adapters/modeloIa';
import { anexarMetricasDynamo } from '../data/metricasDynamo';
import { readEnvironment, type Environment } from './environment';

/**
 * Every side-effecting dependency of a function, passed first to domain functions, so services
 * never reach for globals and tests can see what is used.
 *
 * What every function uses (the table, the clock, ids) is built at cold start. The adapters only
 * some functions use are optional slots filled on first use by the adapter's own accessor
 * (clienteS3, clienteEventBridge, clienteGerenciamentoWs, clienteSqs, mailerDoAmbiente): this file imports
 * their types only, so a Lambda bundles an SDK client or the e-mail transport only when its code
 * calls the accessor. A test may fill a slot itself (a client of its own endpoint).
 */
export interface AppDeps {
  env: Environment;
  db: DynamoDBDocumentClient;
  tableName: string;
  clock: () => Date;
  newId: () => string;
  /** Files bucket; data/storage/clienteS3.ts. */
  s3?: S3Client;
  /** Event bus; adapters/barramentoEventos.ts. */
  eventBridge?: EventBridgeClient;
  /** WebSocket API's @connections; adapters/realtimeGateway.ts. */
  wsManagement?: ApiGatewayManagementApiClient;
  /** Batch queues (deferring a record); adapters/filaLote.ts. */
  sqs?: SQSClient;
  /** E-mail transport; adapters/mailerDoAmbiente.ts. */
  mailer?: Mailer;
  /** The AI model; adapters/modeloIaDoAmbiente.ts. */
  modeloIa?: ModeloIa;
  /** The OpenID provider of "Entrar com Google"; adapters/provedorOidcDoAmbiente.ts. */
  provedorOidc?: ProvedorOidc;
}

export function buildDeps(env: Environment): AppDeps {
  const dynamo = new DynamoDBClient({ region: env.region, endpoint: env.dynamoDbEndpoint });
  if (env.metricasDynamoDb) anexarMetricasDynamo(dynamo);
  return {
    env,
    db: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    tableName: env.tableName,
    clock: () => new Date(),
    newId: () => randomUUID(),
  };
}

let deps: AppDeps | undefined;

/** The deps of this Lambda instance (cold start builds them from the environment). */
export function appDeps(): AppDeps {
  deps ??= buildDeps(readEnvironment());
  return deps;
}
