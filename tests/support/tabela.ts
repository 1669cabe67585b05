import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { localCredentials } from '../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';

/** The runtime's table, for tests that look behind the API (repositories, rooms, idempotency records). */
export function depsDaTabela(clock: () => Date = () => new Date()) {
  const dynamo = new DynamoDBClient({
    endpoint: inject('endpoints').dynamoDb,
    region: LOCAL_NAMES.region,
    credentials: localCredentials,
  });
  return {
    db: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    tableName: LOCAL_NAMES.tableName,
    clock,
    newId: () => randomUUID(),
  };
}
