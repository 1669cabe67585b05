import { createHash, randomUUID } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { consumerLambdas } from '@wf/functions/app/lambdas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventRules, type EventRule } from '@wf/functions/events/rules';
import { concorrenciaDoConsumidor, createEventRouter, type BusEvent, type EventRouter } from './eventDelivery';
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

/** The delivery of an entry to one consumer. */
const to = (entry: JournalEntry, consumer: string) => entry.deliveries.find((d) => d.consumer === consumer);

describe('createEventRouter', () => {
  it('delivers the EventBridge event to each matching consumer: alone, or as an SQS record to a batched one', async () => {
    await writeConsumer('jobs', 'export const handler = async (event) => { globalThis.recebido = event; };');
    await writeConsumer(
      'realtime-fanout',
      'export const handler = async (event) => { (globalThis.recebidosEmLote ??= []).push(event); };',
    );
    const sent = event('workflow.jobs', 'jobContinuar');

    await router.accept([sent]);

    const entry = await settled(sent.id);
    expect(entry.deliveries).toEqual([
      { rule: 'todos-para-tempo-real', consumer: 'realtime-fanout', status: 'entregue', attempts: 1 },
      { rule: 'jobs-em-lote', consumer: 'jobs', status: 'entregue', attempts: 1 },
    ]);
    expect((globalThis as { recebido?: unknown }).recebido).toEqual(sent);
    // What Lambda's SQS event source hands over: one record per waiting event, its body the bus event.
    const invocacoes = (globalThis as { recebidosEmLote?: SQSEvent[] }).recebidosEmLote!;
    const body = JSON.stringify(sent);
    expect(invocacoes.flatMap((e) => e.Records)).toEqual([
      {
        messageId: sent.id,
        receiptHandle: expect.any(String),
        body,
        attributes: expect.objectContaining({ ApproximateReceiveCount: '1' }),
        messageAttributes: {},
        md5OfBody: createHash('md5').update(body).digest('hex'),
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:realtime-fanout-lote',
        awsRegion: 'us-east-1',
      },
    ]);
  });

  it('retries a failing consumer with backoff until it succeeds', async () => {
    await writeConsumer('realtime-fanout', 'export const handler = async () => {};');
    await writeConsumer(
      'jobs',
      'let n = 0; export const handler = async () => { if (++n < 3) throw new Error("instável"); };',
    );
    const sent = event('workflow.jobs', 'jobContinuar');

    await router.accept([sent]);

    expect(to(await settled(sent.id), 'jobs')).toMatchObject({ status: 'entregue', attempts: 3 });
  });

  it('gives up after the last attempt and logs it', async () => {
    await writeConsumer('realtime-fanout', 'export const handler = async () => {};');
    await writeConsumer('jobs', 'export const handler = async () => { throw new Error("sempre falha"); };');
    const sent = event('workflow.jobs', 'jobContinuar');

    await router.accept([sent]);

    expect(to(await settled(sent.id), 'jobs')).toMatchObject({
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

/**
 * A consumer whose behaviour the test switches: hang (a crash mid-delivery), fail, or record the
 * events. It takes an EventBridge event or, fed in batches, an SQS event of them.
 */
const SWITCHABLE = `export const handler = async (event) => {
  const modo = globalThis.modoConsumidor;
  if (modo === 'travar') {
    globalThis.travado = true;
    return new Promise(() => {});
  }
  if (modo === 'falhar') throw new Error('sempre falha');
  const ids = event.Records ? event.Records.map((r) => JSON.parse(r.body).id) : [event.id];
  (globalThis.recebidos ??= []).push(...ids);
};`;
const state = globalThis as { modoConsumidor?: string; recebidos?: string[]; travado?: boolean };

/** The same journal semantics whether the consumer is invoked per event or in batches. */
describe.each([
  { como: 'one by one', consumer: 'jobs', rule: 'jobs-em-lote', source: 'workflow.jobs', type: 'jobContinuar' },
  {
    como: 'in batches',
    consumer: 'realtime-fanout',
    rule: 'todos-para-tempo-real',
    source: 'workflow.cards',
    type: 'cardCriado',
  },
] as const)('the journal on disk (a crash of the runtime), consumer fed $como', ({ consumer, rule, source, type }) => {
  beforeEach(async () => {
    await writeConsumer('realtime-fanout', 'export const handler = async () => {};');
    await writeConsumer(consumer, SWITCHABLE);
    state.recebidos = [];
  });

  it('resumes after a restart a delivery the previous process never finished, once', async () => {
    state.modoConsumidor = 'travar';
    const sent = event(source, type);
    state.travado = false;
    await router.accept([sent]);
    while (!state.travado) await new Promise((resolve) => setTimeout(resolve, 10));
    // The event's other consumers (a job event's realtime fan-out) finish before the "crash": on a
    // loaded machine one could still be in flight, and the journal would rightly list it too.
    const outrasPendentes = () =>
      journal
        .list()
        .find((entry) => entry.id === sent.id)
        ?.deliveries.some((delivery) => delivery.consumer !== consumer && delivery.status === 'pendente');
    while (outrasPendentes()) await new Promise((resolve) => setTimeout(resolve, 10));

    // The process "dies": its router is abandoned mid-delivery; a new one opens the same file.
    state.modoConsumidor = 'gravar';
    await open();
    expect(journal.pending().map(({ entry, delivery }) => [entry.id, delivery.rule])).toEqual([[sent.id, rule]]);
    const released: string[] = [];
    router = createEventRouter(createLambdaInvoker(functionsDir, 'us-east-1'), journal, () => undefined, {
      policy: POLICY,
      beforeResume: async (resumed, c) => void released.push(`${c}:${resumed.id}`),
    });
    expect(await router.resume()).toBe(1);

    expect(to(await settled(sent.id), consumer)).toMatchObject({ status: 'entregue' });
    expect(state.recebidos).toEqual([sent.id]);
    // A batched consumer takes no idempotency claim, so there is none to drop.
    expect(released).toEqual(consumer === 'jobs' ? [`${consumer}:${sent.id}`] : []);
    await router.stop();
    await journal.close();
    await open();
    expect(journal.pending()).toEqual([]);
    expect(await router.resume()).toBe(0);
  });

  it('keeps a consumer that kept failing in the dead-letter list across restarts, until redriven', async () => {
    state.modoConsumidor = 'falhar';
    const sent = event(source, type);
    await router.accept([sent]);
    await settled(sent.id);
    await router.stop();
    await journal.close();

    await open();
    expect(journal.deadLetters().map(({ entry, delivery }) => [entry.id, delivery.rule, delivery.attempts])).toEqual([
      [sent.id, rule, 3],
    ]);
    state.modoConsumidor = 'gravar';
    expect(await router.redrive({ id: sent.id })).toBe(1);

    expect(to(await settled(sent.id), consumer)).toMatchObject({ status: 'entregue', attempts: 1 });
    expect(state.recebidos).toEqual([sent.id]);
    expect(journal.deadLetters()).toEqual([]);
  });

  it('ignores a line cut short by a crash mid-write', async () => {
    state.modoConsumidor = 'gravar';
    const sent = event(source, type);
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
    await writeConsumer('realtime-fanout', 'export const handler = async () => {};');
    await writeConsumer(
      'jobs',
      `export const handler = async (event) => {
        const s = (globalThis.limite ??= { agora: 0, maximo: 0, ordem: [] });
        s.agora += 1;
        s.maximo = Math.max(s.maximo, s.agora);
        s.ordem.push(event.id);
        await new Promise((r) => setTimeout(r, 20));
        s.agora -= 1;
      };`,
    );
    const sent = Array.from({ length: 20 }, () => event('workflow.jobs', 'jobContinuar'));

    await router.accept(sent);
    for (const e of sent) expect(to(await settled(e.id), 'jobs')).toMatchObject({ status: 'entregue', attempts: 1 });

    const s = (globalThis as { limite?: { maximo: number; ordem: string[] } }).limite!;
    expect(s.maximo).toBe(3);
    expect(s.ordem).toEqual(sent.map((e) => e.id));
  });
});

/**
 * The realtime fan-out's rule has `lote: { tamanho: 10, concorrencia: 2 }` (checked first). Its
 * handler here calls `consumidorEmLote`, which each test sets: one invocation's records in, its
 * answer out.
 */
type Lote = { ids: string[]; contagens: string[] };
const emLote = globalThis as {
  consumidorEmLote?: (lote: Lote) => Promise<unknown>;
  lotes?: Lote[];
};
const BATCHED = `export const handler = async (event) => {
  const lote = {
    ids: event.Records.map((r) => JSON.parse(r.body).id),
    contagens: event.Records.map((r) => r.attributes.ApproximateReceiveCount),
  };
  globalThis.lotes.push(lote);
  return globalThis.consumidorEmLote(lote);
};`;
const cards = (n: number) => Array.from({ length: n }, () => event('workflow.cards', 'cardMovido'));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The invocations, in order. */
const lotes = () => emLote.lotes!;
/** The delivery of an event to the fan-out's rule. */
const doFanout = async (id: string) => (await settled(id)).deliveries.find((d) => d.rule === 'todos-para-tempo-real');

describe('a consumer fed in batches (rule with lote)', () => {
  beforeEach(async () => {
    await writeConsumer('realtime-fanout', BATCHED);
    emLote.lotes = [];
  });

  it('reads the rule: batches of 10, two invocations at once (one thread each, concorrenciaDoConsumidor)', () => {
    expect((eventRules as readonly EventRule[]).find((r) => r.consumer === 'realtime-fanout')?.lote).toEqual({
      tamanho: 10,
      concorrencia: 2,
    });
    expect(concorrenciaDoConsumidor('realtime-fanout')).toBe(2);
    expect(concorrenciaDoConsumidor('painel')).toBe(1);
  });

  it('takes together, up to the batch size, what waited while its invocations ran, never more at once than the rule allows', async () => {
    let agora = 0;
    let maximo = 0;
    emLote.consumidorEmLote = async () => {
      maximo = Math.max(maximo, (agora += 1));
      await pause(40);
      agora -= 1;
    };
    const sent = cards(13);

    await router.accept(sent);
    for (const e of sent) expect(await doFanout(e.id)).toMatchObject({ status: 'entregue', attempts: 1 });

    // The first two start at once with what is there (one each: no waiting window); the 11 that
    // waited go 10 in the next invocation and the last one in the one after.
    expect(lotes().map((l) => l.ids.length)).toEqual([1, 1, 10, 1]);
    expect(lotes().flatMap((l) => l.ids)).toEqual(sent.map((e) => e.id));
    expect(maximo).toBe(2);
  });

  it('retries alone the records the answer names in batchItemFailures', async () => {
    const [a, b, c, d] = cards(4);
    emLote.consumidorEmLote = async (lote) => {
      await pause(20);
      // b fails once; the rest go through the first time.
      const falhas = lote.ids.filter((id, i) => id === b.id && lote.contagens[i] === '1');
      return { batchItemFailures: falhas.map((itemIdentifier) => ({ itemIdentifier })) };
    };

    await router.accept([a, b, c, d]);

    expect((await settled(b.id)).deliveries.map((d) => d.attempts)).toEqual([2]);
    for (const e of [a, c, d]) expect(await doFanout(e.id)).toMatchObject({ status: 'entregue', attempts: 1 });
    const vezes = (id: string) =>
      lotes()
        .flatMap((l) => l.ids)
        .filter((x) => x === id).length;
    expect([a, b, c, d].map((e) => vezes(e.id))).toEqual([1, 2, 1, 1]);
    expect(lotes().at(-1)).toEqual({ ids: [b.id], contagens: ['2'] });
  });

  it('retries every record of an invocation that throws', async () => {
    const sent = cards(5);
    emLote.consumidorEmLote = async (lote) => {
      await pause(30);
      // The third invocation holds the three that waited behind the first two: it throws, once.
      if (lote === lotes()[2]) throw new Error('lote falhou');
    };

    await router.accept(sent);

    for (const e of sent) await settled(e.id);
    expect(
      lotes()
        .slice(0, 3)
        .map((l) => l.ids.length),
    ).toEqual([1, 1, 3]);
    const lancados = lotes()[2].ids;
    for (const e of sent) {
      expect(await doFanout(e.id)).toMatchObject({ status: 'entregue', attempts: lancados.includes(e.id) ? 2 : 1 });
    }
    expect(
      lotes()
        .slice(3)
        .flatMap((l) => l.ids)
        .sort(),
    ).toEqual([...lancados].sort());
  });

  it('dead-letters a record still named after the last attempt, and an unreadable answer fails the whole batch', async () => {
    const [sempre, ok] = cards(2);
    emLote.consumidorEmLote = async (lote) => {
      if (!lote.ids.includes(sempre.id)) return undefined;
      // Its first try answers what Lambda cannot read (an id not in the batch); then it names itself.
      return lote.contagens[lote.ids.indexOf(sempre.id)] === '1'
        ? { batchItemFailures: [{ itemIdentifier: 'outro' }] }
        : { batchItemFailures: [{ itemIdentifier: sempre.id }] };
    };

    await router.accept([sempre, ok]);

    expect(await doFanout(sempre.id)).toMatchObject({
      status: 'falhou',
      attempts: 3,
      error: expect.stringContaining('batchItemFailures'),
    });
    expect(await doFanout(ok.id)).toMatchObject({ status: 'entregue', attempts: 1 });
    expect(logLines.join('\n')).toContain(`(${sempre.id}) não entregue a realtime-fanout após 3 tentativas`);
    expect(journal.deadLetters().map(({ entry, delivery }) => [entry.id, delivery.rule])).toEqual([
      [sempre.id, 'todos-para-tempo-real'],
    ]);
  });

  it('keeps the deliveries waiting for a batch pending: a stop leaves them to the next start, which delivers them once', async () => {
    const liberar: Array<() => void> = [];
    emLote.consumidorEmLote = () => new Promise<void>((resolve) => liberar.push(resolve));
    const sent = cards(6);

    await router.accept(sent);
    while (liberar.length < 2) await pause(5);

    // Two invocations hold one event each; four wait, pending in the journal like the running ones.
    expect(journal.pending().map(({ entry }) => entry.id)).toEqual(sent.map((e) => e.id));
    const stopping = router.stop();
    for (const l of liberar) l();
    await stopping;
    expect(lotes().map((l) => l.ids.length)).toEqual([1, 1]);
    expect(journal.pending().map(({ entry }) => entry.id)).toEqual(sent.slice(2).map((e) => e.id));

    await journal.close();
    await open();
    emLote.lotes = [];
    emLote.consumidorEmLote = async () => undefined;
    expect(await router.resume()).toBe(4);
    for (const e of sent.slice(2)) expect(await doFanout(e.id)).toMatchObject({ status: 'entregue', attempts: 1 });
    expect(lotes().flatMap((l) => l.ids)).toEqual(sent.slice(2).map((e) => e.id));
  });

  it("delivers to the rule's queue a delivery journaled under a target the rule no longer has (`<rule>/<target>`)", async () => {
    const [antigo] = cards(1);
    emLote.consumidorEmLote = async () => undefined;
    await router.stop();
    await journal.close();
    const entrada: JournalEntry = {
      id: antigo.id,
      source: antigo.source,
      detailType: antigo['detail-type'],
      time: antigo.time,
      detail: antigo.detail,
      deliveries: [
        { rule: 'todos-para-tempo-real/parte-1-de-2', consumer: 'realtime-fanout', status: 'pendente', attempts: 0 },
      ],
    };
    await mkdir(path.dirname(journalFile), { recursive: true });
    await appendFile(journalFile, `${JSON.stringify({ tipo: 'evento', entry: entrada })}\n`);

    await open();
    expect(await router.resume()).toBe(1);
    expect((await settled(antigo.id)).deliveries).toEqual([
      { ...entrada.deliveries[0], status: 'entregue', attempts: 1 },
    ]);
    // The bus event in an SQS record, as the rule's queue holds it.
    expect(lotes()).toEqual([{ ids: [antigo.id], contagens: ['1'] }]);
  });
});

/**
 * The rules engine's queue (`regras`, batched) with a consumer that defers a record as the engine
 * does past its tenant's pace: ChangeMessageVisibility on it (here straight on the router, as the
 * local SQS endpoint calls it, localSqs.ts), then named in batchItemFailures.
 */
describe('a record its consumer defers (ChangeMessageVisibility, then batchItemFailures)', () => {
  type Visto = { id: string; contagem: string; em: number };
  const adiando = globalThis as {
    router?: EventRouter;
    vistos?: Visto[];
    adiarVezes?: Map<string, number>;
    adiarSegundos?: number;
  };
  const DEFERRING = `export const handler = async (event) => {
    const falhas = [];
    for (const r of event.Records) {
      const id = JSON.parse(r.body).id;
      globalThis.vistos.push({ id, contagem: r.attributes.ApproximateReceiveCount, em: Date.now() });
      const resta = globalThis.adiarVezes.get(id) ?? 0;
      if (resta > 0) {
        globalThis.adiarVezes.set(id, resta - 1);
        const [ok] = globalThis.router.changeVisibility(r.eventSourceARN.split(':').pop(), [{ receiptHandle: r.receiptHandle, seconds: globalThis.adiarSegundos }]);
        if (!ok) throw new Error('receipt handle desconhecido');
        falhas.push({ itemIdentifier: r.messageId });
      }
    }
    return { batchItemFailures: falhas };
  };`;

  beforeEach(async () => {
    await writeConsumer('regras', DEFERRING);
    adiando.router = router;
    adiando.vistos = [];
    adiando.adiarVezes = new Map();
    adiando.adiarSegundos = 1;
  });

  it('hands it back after the delay, more times than the attempts allow, never dead-lettered, and delivers the rest of the batch at once', async () => {
    const adiado = event('workflow.regras', 'execucaoRegrasSolicitada');
    const outro = event('workflow.regras', 'execucaoRegrasSolicitada');
    // Deferred more times than POLICY's 3 attempts: a failure would be a dead letter by then.
    adiando.adiarVezes!.set(adiado.id, POLICY.attempts + 1);
    await router.accept([adiado, outro]);

    expect(to(await settled(outro.id), 'regras')).toMatchObject({ status: 'entregue', attempts: 1 });
    for (
      let i = 0;
      i < 800 &&
      to(
        journal.list().find((e) => e.id === adiado.id)!,
        'regras',
      )?.status === 'pendente';
      i += 1
    )
      await pause(10);
    expect(to(await settled(adiado.id), 'regras')).toMatchObject({ status: 'entregue', attempts: 1 });

    const vezes = adiando.vistos!.filter((v) => v.id === adiado.id);
    expect(vezes).toHaveLength(POLICY.attempts + 2);
    // Each came back after its second, not at the retry's backoff (5 ms here).
    for (let i = 1; i < vezes.length; i += 1) expect(vezes[i]!.em - vezes[i - 1]!.em).toBeGreaterThanOrEqual(950);
    // Locally a deferral is not a receive that counts (in AWS it is: the queue's recebimentosMaximos).
    expect(new Set(vezes.map((v) => v.contagem))).toEqual(new Set(['1']));
    expect(adiando.vistos!.filter((v) => v.id === outro.id)).toHaveLength(1);
  }, 20_000);

  it('is left pending by a stop during the wait, and delivered at the next start', async () => {
    const adiado = event('workflow.regras', 'execucaoRegrasSolicitada');
    adiando.adiarVezes!.set(adiado.id, 1);
    // A deferral far longer than the test: a stop that waited it out would time the test out, so
    // the bound below tells "interrupted" from "waited" without depending on the machine's load.
    adiando.adiarSegundos = 600;
    await router.accept([adiado]);
    for (let i = 0; i < 200 && adiando.vistos!.length === 0; i += 1) await pause(10);
    await pause(50);
    const antes = Date.now();
    await router.stop();
    expect(Date.now() - antes).toBeLessThan(10_000);
    expect(
      to(
        journal.list().find((e) => e.id === adiado.id)!,
        'regras',
      ),
    ).toMatchObject({ status: 'pendente', attempts: 0 });

    await journal.close();
    await open();
    adiando.router = router;
    expect(await router.resume()).toBe(1);
    expect(to(await settled(adiado.id), 'regras')).toMatchObject({ status: 'entregue', attempts: 1 });
  });
});
