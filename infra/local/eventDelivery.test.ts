import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { consumerLambdas } from '@wf/functions/app/lambdas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventRouter, type BusEvent, type EventRouter } from './eventDelivery';
import { createEventJournal, type EventJournal, type JournalEntry } from './eventJournal';
import { createLambdaInvoker } from './lambdaInvoker';

/** The router with the real rules, delivering to consumer modules written to a temporary functions/src. */
let functionsDir: string;
let journal: EventJournal;
let router: EventRouter;
let logLines: string[];

beforeEach(async () => {
  functionsDir = await mkdtemp(path.join(os.tmpdir(), 'event-delivery-'));
  journal = createEventJournal();
  logLines = [];
  router = createEventRouter(createLambdaInvoker(functionsDir, 'us-east-1'), journal, (line) => logLines.push(line), {
    attempts: 3,
    baseDelayMs: 5,
  });
});
afterEach(async () => {
  await router.stop();
  await rm(functionsDir, { recursive: true, force: true });
});

async function writeConsumer(name: keyof typeof consumerLambdas, source: string): Promise<void> {
  const file = path.join(functionsDir, consumerLambdas[name].entry);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
}

const event = (source: string, detailType: string): BusEvent => ({
  version: '0',
  id: randomUUID(),
  'detail-type': detailType,
  source,
  account: '000000000000',
  time: '2026-01-01T00:00:00Z',
  region: 'us-east-1',
  resources: [],
  detail: { sigla: 'AVMB' },
});

async function settled(id: string): Promise<JournalEntry> {
  for (let i = 0; i < 200; i += 1) {
    const entry = journal.list().find((candidate) => candidate.id === id);
    if (entry && entry.deliveries.every((delivery) => delivery.status !== 'pendente')) return entry;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('entregas não terminaram');
}

describe('createEventRouter', () => {
  it('delivers the EventBridge event to each matching consumer', async () => {
    await writeConsumer('realtime-fanout', 'export const handler = async (event) => { globalThis.recebido = event; };');
    const sent = event('workflow.cards', 'cardCriado');

    router.route(sent);

    const entry = await settled(sent.id);
    expect(entry.deliveries).toEqual([
      { rule: 'todos-para-tempo-real', consumer: 'realtime-fanout', status: 'entregue', attempts: 1 },
    ]);
    expect((globalThis as { recebido?: unknown }).recebido).toEqual(sent);
  });

  it('retries a failing consumer with backoff until it succeeds', async () => {
    await writeConsumer(
      'realtime-fanout',
      'let n = 0; export const handler = async () => { if (++n < 3) throw new Error("instável"); };',
    );
    const sent = event('workflow.cards', 'cardMovido');

    router.route(sent);

    expect((await settled(sent.id)).deliveries[0]).toMatchObject({ status: 'entregue', attempts: 3 });
  });

  it('gives up after the last attempt and logs it', async () => {
    await writeConsumer('realtime-fanout', 'export const handler = async () => { throw new Error("sempre falha"); };');
    const sent = event('workflow.cards', 'cardArquivado');

    router.route(sent);

    expect((await settled(sent.id)).deliveries[0]).toMatchObject({
      status: 'falhou',
      attempts: 3,
      error: expect.stringContaining('sempre falha'),
    });
    expect(logLines.join('\n')).toContain('após 3 tentativas');
  });

  it('marks deliveries to a consumer not written yet, and says so once', async () => {
    await writeConsumer('realtime-fanout', 'export const handler = async () => {};');
    const first = event('workflow.usuarios', 'usuarioCadastrado');
    const second = event('workflow.usuarios', 'recuperacaoSenhaSolicitada');

    router.route(first);
    router.route(second);

    const entry = await settled(first.id);
    await settled(second.id);
    expect(entry.deliveries.map((delivery) => [delivery.consumer, delivery.status])).toEqual([
      ['realtime-fanout', 'entregue'],
      ['email', 'sem-handler'],
    ]);
    expect(logLines.filter((line) => line.includes('consumidor email'))).toHaveLength(1);
  });
});
