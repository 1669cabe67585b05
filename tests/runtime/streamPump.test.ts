import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteTableCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { localDynamoClient } from '../../infra/local/dynamoDbLocal';
import { insertsOnly, startStreamPump, type StreamPump, type StreamPumpOptions } from '../../infra/local/streamPump';
import { ensureTable } from '../../infra/local/tableSetup';

/**
 * The pump against the test run's real DynamoDB Local, each test on a table of its own. The
 * publisher is a plain function here so the tests see every batch the pump hands over.
 */
const dynamo = localDynamoClient(inject('endpoints').dynamoDb, 'us-east-1');
let dir: string;
let tableName: string;
let streamArn: string;
let batches: DynamoDBStreamEvent[];
const pumps: StreamPump[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'stream-pump-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  dynamo.destroy();
});

beforeEach(async () => {
  tableName = `pump-${randomUUID()}`;
  streamArn = (await ensureTable(dynamo, tableName, () => undefined)).streamArn;
  batches = [];
});
afterEach(async () => {
  await Promise.all(pumps.splice(0).map((pump) => pump.stop()));
  await dynamo.send(new DeleteTableCommand({ TableName: tableName }));
});

async function pump(overrides: Partial<StreamPumpOptions> = {}): Promise<StreamPump> {
  const started = await startStreamPump({
    endpoint: inject('endpoints').dynamoDb,
    region: 'us-east-1',
    streamArn,
    checkpointFile: path.join(dir, `${tableName}.json`),
    tableIsNew: true,
    filter: insertsOnly,
    deliver: async (event) => void batches.push(event),
    log: () => undefined,
    pollIntervalMs: 30,
    retryBaseMs: 10,
    ...overrides,
  });
  pumps.push(started);
  return started;
}

const put = (pk: string, extra: Record<string, { S: string }> = {}) =>
  dynamo.send(new PutItemCommand({ TableName: tableName, Item: { pk: { S: pk }, sk: { S: 'OUTBOX' }, ...extra } }));

const delivered = (): DynamoDBRecord[] => batches.flatMap((batch) => batch.Records);
const deliveredKeys = (): Array<string | undefined> => delivered().map((record) => record.dynamodb?.Keys?.pk.S);

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condição não atingida; entregues: ${JSON.stringify(deliveredKeys())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('startStreamPump', () => {
  it('hands inserted items over as a Lambda DynamoDBStreamEvent', async () => {
    await pump();

    await put('T#AVMB#OUTBOX#1', { dado: { S: 'olá' } });
    await until(() => delivered().length === 1);

    const [record] = delivered();
    expect(record).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      eventSourceARN: streamArn,
      dynamodb: {
        Keys: { pk: { S: 'T#AVMB#OUTBOX#1' }, sk: { S: 'OUTBOX' } },
        NewImage: { pk: { S: 'T#AVMB#OUTBOX#1' }, sk: { S: 'OUTBOX' }, dado: { S: 'olá' } },
        StreamViewType: 'NEW_IMAGE',
        SequenceNumber: expect.stringMatching(/^\d+$/),
        ApproximateCreationDateTime: expect.any(Number),
      },
    });
  });

  it('hands over only inserts, in write order', async () => {
    await pump();

    await put('a');
    await dynamo.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { pk: { S: 'a' }, sk: { S: 'OUTBOX' } },
        UpdateExpression: 'SET x = :x',
        ExpressionAttributeValues: { ':x': { S: '1' } },
      }),
    );
    await put('b');
    await until(() => delivered().length === 2);

    expect(deliveredKeys()).toEqual(['a', 'b']);
  });

  it('waits longer and longer while the Stream stays quiet, up to its limit; a record or a nudge starts again', async () => {
    const bomba = await pump({ pollIntervalMs: 20, maxIdlePollMs: 1000 });
    // Every read schedules the next (nextReadAt), recorded here as it appears: a look every 2 ms
    // sees each one (the shortest wait is 20 ms), where a look for the read itself could miss a
    // read of an empty local shard, over in a millisecond. Two schedules in a row are one wait
    // (and the read between them) apart.
    const programadas: number[] = [];
    const olhar = setInterval(() => {
      const proxima = bomba.nextReadAt();
      if (proxima !== undefined && proxima !== programadas.at(-1)) programadas.push(proxima);
    }, 2);
    const esperasDesde = (indice: number): number[] =>
      programadas.slice(indice + 1).map((p, i) => p - (programadas[indice + i] as number));
    try {
      await until(() => programadas.length >= 10, 15_000);
      const quietas = esperasDesde(0);
      // 20, 40, 80, 160, 320, 640, then held at 1000 (plus a read's time), never the 2000 a next doubling gives.
      expect(quietas.at(-1)).toBeGreaterThanOrEqual(1000);
      expect(quietas.at(-1)).toBeLessThan(1800);
      expect(Math.min(...quietas)).toBeLessThan(300);

      // A record is still found (at the long interval), and a wait after it is short again.
      const antesDoRegistro = programadas.length - 1;
      await put('depois-do-silencio');
      await until(() => delivered().length === 1, 3000);
      const aposEntrega = programadas.length;
      await until(() => programadas.length > aposEntrega);
      expect(Math.min(...esperasDesde(antesDoRegistro))).toBeLessThan(300);

      // Grown again, a nudge too: the record is read at once and a wait after it is short.
      await until(() => (esperasDesde(0).at(-1) ?? 0) >= 600, 5000);
      const antesDoAviso = programadas.length - 1;
      await put('com-aviso');
      bomba.nudge();
      await until(() => delivered().length === 2, 3000);
      const aposAviso = programadas.length;
      await until(() => programadas.length > aposAviso);
      expect(Math.min(...esperasDesde(antesDoAviso))).toBeLessThan(300);
    } finally {
      clearInterval(olhar);
    }
  }, 40_000);

  it('reads the Stream at once when nudged, not at the next poll; stops at once while waiting', async () => {
    const bomba = await pump({ pollIntervalMs: 60_000 });
    // Its first, empty read is over: it is waiting out the minute (its own account of its next read).
    await until(() => bomba.nextReadAt() !== undefined);
    const proxima = bomba.nextReadAt()!;
    expect(proxima - Date.now()).toBeGreaterThan(55_000);

    // A write alone does not wake it: still the same wait, nothing read.
    await put('sem-aviso');
    expect(bomba.nextReadAt()).toBe(proxima);
    expect(delivered()).toEqual([]);

    await put('com-aviso');
    bomba.nudge();
    await until(() => delivered().length === 2, 3000);
    expect(deliveredKeys()).toEqual(['sem-aviso', 'com-aviso']);

    const parada = Date.now();
    await pumps.splice(pumps.indexOf(bomba), 1)[0]!.stop();
    expect(Date.now() - parada).toBeLessThan(5000);
  });

  it('tells when everything written before the call is handed over, reading at once and page after page', async () => {
    const bomba = await pump({ pollIntervalMs: 60_000, batchSize: 2 });
    await until(() => bomba.nextReadAt() !== undefined);
    for (const pk of ['c1', 'c2', 'c3', 'c4', 'c5']) await put(pk);

    await bomba.caughtUp();

    expect(deliveredKeys()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it('retries the same batch until the publisher accepts it', async () => {
    let calls = 0;
    await pump({
      deliver: async (event) => {
        calls += 1;
        if (calls < 3) throw new Error('barramento fora do ar');
        batches.push(event);
      },
    });

    await put('persistente');
    await until(() => delivered().length === 1);

    expect(calls).toBe(3);
    expect(deliveredKeys()).toEqual(['persistente']);
  });

  it('retries from the first record the publisher reports in batchItemFailures', async () => {
    // Written before the pump starts (from the Stream's start), so both come in one batch.
    await put('p1');
    await put('p2');
    let failedOnce = false;
    await pump({
      deliver: async (event) => {
        batches.push(event);
        const second = event.Records[1]?.dynamodb?.SequenceNumber;
        if (!failedOnce && second) {
          failedOnce = true;
          return { batchItemFailures: [{ itemIdentifier: second }] };
        }
        return undefined;
      },
    });

    await until(() => batches.length === 2);

    expect(batches.map((batch) => batch.Records.map((record) => record.dynamodb?.Keys?.pk.S))).toEqual([
      ['p1', 'p2'],
      ['p2'],
    ]);
  });

  it('after a restart, resumes after the checkpoint: items written while stopped are published once', async () => {
    const first = await pump();
    await put('antes');
    await until(() => delivered().length === 1);
    await first.stop();

    await put('durante');
    await pump({ tableIsNew: false });
    await until(() => delivered().length === 2);

    expect(deliveredKeys()).toEqual(['antes', 'durante']);
  });

  it('starts at the tip of the Stream for a table that existed before any checkpoint', async () => {
    await put('historico');
    await pump({ tableIsNew: false });

    await put('novo');
    await until(() => delivered().length >= 1);

    expect(deliveredKeys()).toEqual(['novo']);
  });
});
