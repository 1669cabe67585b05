import { randomUUID } from 'node:crypto';
import {
  DeleteTableCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { erroDeLimiteDoBanco } from '../../functions/src/kernel/errors';
import { localDynamoClient } from '../../infra/local/dynamoDbLocal';
import { ensureTable } from '../../infra/local/tableSetup';

/**
 * The safety net behind the schemas' limits, against the errors DynamoDB Local really throws:
 * an item or a key over its size is a pt-BR 400, any other failure is left alone (a 500).
 */
const dynamo = localDynamoClient(inject('endpoints').dynamoDb, 'us-east-1');
const tableName = `limites-${randomUUID()}`;

beforeAll(async () => {
  await ensureTable(dynamo, tableName, () => undefined);
});
afterAll(async () => {
  await dynamo.send(new DeleteTableCommand({ TableName: tableName }));
  dynamo.destroy();
});

type Comando = PutItemCommand | UpdateItemCommand | TransactWriteItemsCommand;
const falhaDe = async (comando: Comando): Promise<unknown> => {
  try {
    // send's overloads take one command class at a time.
    await dynamo.send(comando as PutItemCommand);
  } catch (e) {
    return e;
  }
  throw new Error('o DynamoDB aceitou');
};

const grande = 'x'.repeat(500 * 1024);
const item = (pk: string, extra: Record<string, { S: string }> = {}) => ({ pk: { S: pk }, sk: { S: 'A' }, ...extra });

describe('erroDeLimiteDoBanco', () => {
  it.each([
    [
      'an item over 400 KB',
      () => new PutItemCommand({ TableName: tableName, Item: item('a', { texto: { S: grande } }) }),
    ],
    ['a partition key over 2 KB', () => new PutItemCommand({ TableName: tableName, Item: item('k'.repeat(3000)) })],
    [
      'an update that makes the item too large',
      () =>
        new UpdateItemCommand({
          TableName: tableName,
          Key: { pk: { S: 'b' }, sk: { S: 'A' } },
          UpdateExpression: 'SET texto = :t',
          ExpressionAttributeValues: { ':t': { S: grande } },
        }),
    ],
    [
      'a transaction with a too-large item',
      () =>
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: item('c') } },
            { Put: { TableName: tableName, Item: item('d', { texto: { S: grande } }) } },
          ],
        }),
    ],
  ])('%s is a 400 in pt-BR', async (_caso, comando) => {
    const mapeado = erroDeLimiteDoBanco(await falhaDe(comando()));
    expect(mapeado).toMatchObject({
      natureza: 'validacao',
      tipo: 'EValidacao',
      message: 'Os dados enviados excedem o tamanho permitido',
    });
  });

  it('other failures are not mistaken for a size limit', async () => {
    await dynamo.send(new PutItemCommand({ TableName: tableName, Item: item('e') }));
    const condicional = await falhaDe(
      new PutItemCommand({ TableName: tableName, Item: item('e'), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    expect(erroDeLimiteDoBanco(condicional)).toBeNull();
    const semChave = await falhaDe(new PutItemCommand({ TableName: tableName, Item: { pk: { S: 'f' } } }));
    expect(erroDeLimiteDoBanco(semChave)).toBeNull();
    expect(erroDeLimiteDoBanco(new Error('Item size has exceeded'))).toBeNull();
  });
});
