import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { consumerLambdas } from '@wf/functions/app/lambdas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventRouter, type BusEvent, type EventRouter } from './eventDelivery';
import { openEventJournal, type EventJournal, type JournalEntry } from './eventJournal';
import { createLambdaInvoker } from './lambdaInvoker';

/** The router with the real rules, delivering to consumer modules written to a temporary functions/src. */
let functionsDir: string;
let journal: EventJournal;
let router: EventRouter;
let logLines: string[];

let journalFile: string;
const POLICY = { attempts: 3, baseDelayMs: 5 };

/** A router on the journal file, as a (re)start of the runtime builds it. */
async function open(): Promise<void> {
  journal = await openEventJournal(journalFile);
  router = createEventRouter(createLambdaInvoker(functionsDir, 'us-east-1'), journal, (line) => logLines.push(line), {
    policy: POLICY,
  });
}

beforeEach(async () => {
  functionsDir = await mkdtemp(path.join(os.tmpdir(), 'event-delivery-'));
  journalFile = path.join(functionsDir, 'eventos', 'diario.jsonl');
  logLines = [];
  await open();
});
afterEach(async () => {
  await router.stop();
  await journal.close();
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

    await router.accept([sent]);

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

    await router.accept([sent]);

    expect((await settled(sent.id)).deliveries[0]).toMatchObject({ status: 'entregue', attempts: 3 });
  });

  it('gives up after the last attempt and logs it', async () => {
    await writeConsumer('realtime-fanout', 'export const handler = async () => { throw new Error("sempre falha"); };');
    const sent = event('workflow.cards', 'cardArquivado');

    await router.accept([sent]);

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

    await router.accept([first, second]);

    const entry = await settled(first.id);
    await settled(second.id);
    expect(entry.deliveries.map((delivery) => [delivery.consumer, delivery.status])).toEqual([
      ['realtime-fanout', 'entregue'],
      ['email', 'sem-handler'],
    ]);
    expect(logLines.filter((line) => line.includes('consumidor email'))).toHaveLength(1);
  });
});

/** A consumer whose behaviour the test switches: hang (a crash mid-delivery), fail, or record the event. */
const SWITCHABLE = `export const handler = async (event) => {
  const modo = globalThis.modoConsumidor;
  if (modo === 'travar') {
    globalThis.travado = true;
    return new Promise(() => {});
  }
  if (modo === 'falhar') throw new Error('sempre falha');
  (globalThis.recebidos ??= []).push(event.id);
};`;
const state = globalThis as { modoConsumidor?: string; recebidos?: string[]; travado?: boolean };

describe('the journal on disk (a crash of the runtime)', () => {
  beforeEach(async () => {
    await writeConsumer('realtime-fanout', SWITCHABLE);
    state.recebidos = [];
  });

  it('resumes after a restart a delivery the previous process never finished, once', async () => {
    state.modoConsumidor = 'travar';
    const sent = event('workflow.cards', 'cardCriado');
    state.travado = false;
    await router.accept([sent]);
    while (!state.travado) await new Promise((resolve) => setTimeout(resolve, 10));

    // The process "dies": its router is abandoned mid-delivery; a new one opens the same file.
    state.modoConsumidor = 'gravar';
    await open();
    expect(journal.pending().map(({ entry, delivery }) => [entry.id, delivery.consumer])).toEqual([
      [sent.id, 'realtime-fanout'],
    ]);
    const released: string[] = [];
    router = createEventRouter(createLambdaInvoker(functionsDir, 'us-east-1'), journal, () => undefined, {
      policy: POLICY,
      beforeResume: async (resumed, consumer) => void released.push(`${consumer}:${resumed.id}`),
    });
    expect(await router.resume()).toBe(1);

    expect((await settled(sent.id)).deliveries[0]).toMatchObject({ status: 'entregue' });
    expect(state.recebidos).toEqual([sent.id]);
    expect(released).toEqual([`realtime-fanout:${sent.id}`]);
    await router.stop();
    await journal.close();
    await open();
    expect(journal.pending()).toEqual([]);
    expect(await router.resume()).toBe(0);
  });

  it('keeps a consumer that kept failing in the dead-letter list across restarts, until redriven', async () => {
    state.modoConsumidor = 'falhar';
    const sent = event('workflow.cards', 'cardExcluido');
    await router.accept([sent]);
    await settled(sent.id);
    await router.stop();
    await journal.close();

    await open();
    expect(journal.deadLetters().map(({ entry, delivery }) => [entry.id, delivery.rule, delivery.attempts])).toEqual([
      [sent.id, 'todos-para-tempo-real', 3],
    ]);
    state.modoConsumidor = 'gravar';
    expect(await router.redrive({ id: sent.id })).toBe(1);

    expect((await settled(sent.id)).deliveries[0]).toMatchObject({ status: 'entregue', attempts: 1 });
    expect(state.recebidos).toEqual([sent.id]);
    expect(journal.deadLetters()).toEqual([]);
  });

  it('ignores a line cut short by a crash mid-write', async () => {
    state.modoConsumidor = 'gravar';
    const sent = event('workflow.cards', 'cardCriado');
    await router.accept([sent]);
    await settled(sent.id);
    await router.stop();
    await journal.close();
    await appendFile(journalFile, '{"tipo":"evento","entry":{"id":"cortad');

    await open();
    expect(journal.list().map((entry) => entry.id)).toEqual([sent.id]);
  });
});

describe('concurrency per consumer', () => {
  it('runs at most the bound of one consumer at once and delivers every event, in acceptance order', async () => {
    await router.stop();
    router = createEventRouter(createLambdaInvoker(functionsDir, 'us-east-1'), journal, () => undefined, {
      policy: POLICY,
      concurrencyPerConsumer: 3,
    });
    await writeConsumer(
      'realtime-fanout',
      `export const handler = async (event) => {
        const s = (globalThis.limite ??= { agora: 0, maximo: 0, ordem: [] });
        s.agora += 1;
        s.maximo = Math.max(s.maximo, s.agora);
        s.ordem.push(event.id);
        await new Promise((r) => setTimeout(r, 20));
        s.agora -= 1;
      };`,
    );
    const sent = Array.from({ length: 20 }, () => event('workflow.cards', 'cardExcluido'));

    await router.accept(sent);
    for (const e of sent)
      expect((await settled(e.id)).deliveries[0]).toMatchObject({ status: 'entregue', attempts: 1 });

    const s = (globalThis as { limite?: { maximo: number; ordem: string[] } }).limite!;
    expect(s.maximo).toBe(3);
    expect(s.ordem).toEqual(sent.map((e) => e.id));
  });
});
