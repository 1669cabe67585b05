import { randomUUID } from 'node:crypto';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { smtpMailer, type Mailer } from '../adapters/mailer';
import { anexarMetricasDynamo } from '../data/metricasDynamo';
import { readEnvironment, type Environment } from './environment';

/**
 * Every side-effecting dependency of a function, built once at cold start and passed first to
 * domain functions, so services never reach for globals and tests can see what is used.
 */
export interface AppDeps {
  env: Environment;
  db: DynamoDBDocumentClient;
  tableName: string;
  s3: S3Client;
  eventBridge: EventBridgeClient;
  /** Absent when no WebSocket API is configured. */
  wsManagement: ApiGatewayManagementApiClient | undefined;
  mailer: Mailer;
  clock: () => Date;
  newId: () => string;
}

export function buildDeps(env: Environment): AppDeps {
  const region = env.region;
  const dynamo = new DynamoDBClient({ region, endpoint: env.dynamoDbEndpoint });
  if (env.metricasDynamoDb) anexarMetricasDynamo(dynamo);
  return {
    env,
    db: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    tableName: env.tableName,
    s3: new S3Client({
      region,
      endpoint: env.s3Endpoint,
      forcePathStyle: Boolean(env.s3Endpoint),
      // Otherwise a presigned PUT carries the CRC32 of an empty body, and S3 refuses every real file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    }),
    eventBridge: new EventBridgeClient({ region, endpoint: env.eventBridgeEndpoint }),
    wsManagement: env.wsManagementEndpoint
      ? new ApiGatewayManagementApiClient({ region, endpoint: env.wsManagementEndpoint })
      : undefined,
    mailer: smtpMailer(env.smtpUrl, env.mailFrom),
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
