import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { localCredentials } from '../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import { ensureTable } from '../../infra/local/tableSetup';

/** The runtime's table, for tests that look behind the API (repositories, rooms, idempotency records). */
const clienteDynamo = () =>
  new DynamoDBClient({
    endpoint: inject('endpoints').dynamoDb,
    region: LOCAL_NAMES.region,
    credentials: localCredentials,
  });

export function depsDaTabela(clock: () => Date = () => new Date(), tableName: string = LOCAL_NAMES.tableName) {
  const dynamo = clienteDynamo();
  return {
    db: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    tableName,
    clock,
    newId: () => randomUUID(),
  };
}

/**
 * A table of the test file's own, built like the runtime's (same keys and indexes), on the same
 * DynamoDB Local. For repository tests that read the table raw with a Scan (itensComMarca): on
 * the shared table a Scan reads everything every other file wrote, and grows with the run.
 */
export async function tabelaPropria(clock?: () => Date) {
  const deps = depsDaTabela(clock, `workflow-teste-${randomUUID()}`);
  await ensureTable(clienteDynamo(), deps.tableName, () => {});
  return deps;
}
