import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { outboxPut } from '../../functions/src/data/repositories/outboxRepository';
import type { JournalEntry } from '../../infra/local/eventJournal';
import { eventually } from '../support/eventually';

const baseUrl = inject('baseUrl');
const dynamo = new DynamoDBClient({
  endpoint: inject('endpoints').dynamoDb,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const db = DynamoDBDocumentClient.from(dynamo);
afterAll(() => dynamo.destroy());

describe('outbox through the Stream pump', () => {
  it('carries an outbox item written in a transaction to the bus, through the outbox publisher', async () => {
    const idEvento = randomUUID();
    const usuarioId = randomUUID();
    const write = outboxPut(
      { tableName: 'workflow', clock: () => new Date(), newId: () => idEvento },
      { tipo: 'senhaRedefinida', detalhe: { sigla: 'AVMB', usuarioId } },
    );

    await db.send(new TransactWriteCommand({ TransactItems: [write] }));

    const published = await eventually(async () => {
      const entries = (await (await fetch(`${baseUrl}/_local/events`)).json()) as JournalEntry[];
      return entries.find((entry) => (entry.detail as { idEvento?: string }).idEvento === idEvento);
    });
    expect(published).toMatchObject({
      source: 'workflow.usuarios',
      detailType: 'senhaRedefinida',
      detail: { sigla: 'AVMB', usuarioId },
    });
  });

  it('keeps publishing after an item with an empty map (DynamoDB Local streams it without a type)', async () => {
    const idEvento = randomUUID();
    const usuarioId = randomUUID();
    await db.send(
      new PutCommand({ TableName: 'workflow', Item: { pk: `T#TESTE#MAPA#${idEvento}`, sk: 'MAPA', vazio: {} } }),
    );
    const write = outboxPut(
      { tableName: 'workflow', clock: () => new Date(), newId: () => idEvento },
      { tipo: 'senhaRedefinida', detalhe: { sigla: 'AVMB', usuarioId } },
    );

    await db.send(new TransactWriteCommand({ TransactItems: [write] }));

    const published = await eventually(async () => {
      const entries = (await (await fetch(`${baseUrl}/_local/events`)).json()) as JournalEntry[];
      return entries.find((entry) => (entry.detail as { idEvento?: string }).idEvento === idEvento);
    });
    expect(published).toMatchObject({ detailType: 'senhaRedefinida', detail: { usuarioId } });
  });
});
