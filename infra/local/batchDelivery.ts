import { createHash } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { DeliveryRecord } from './eventJournal';
import type { LambdaFunction, LambdaInvoker } from './lambdaInvoker';

/**
 * What Lambda's SQS event source does for a consumer whose rule has `lote` (functions/src/events/
 * rules.ts): its deliveries wait in one FIFO, and while fewer than `concorrencia` invocations run,
 * the next one takes up to `tamanho` of them, whatever is waiting (no window: an idle consumer gets
 * an event at once, a busy one gets together what waited). The function receives an SQSEvent
 * whose bodies are the bus events, and answers which records failed (ReportBatchItemFailures).
 *
 * Only the queueing is here: `attempt` is one try of one delivery, settled as that delivery's
 * share of the invocation's outcome, so eventDelivery.ts keeps one retry, backoff and dead-letter
 * policy (and one journal) for every consumer.
 */
export interface BatchQueue {
  /**
   * Waits for a place in an invocation and runs it: true when the delivery went through, false if
   * the queue stopped before it was invoked; rejects with the failure (the invocation's error, or
   * the record named in batchItemFailures).
   */
  attempt(event: BatchedEvent, record: DeliveryRecord): Promise<boolean>;
  /**
   * SQS's ChangeMessageVisibility on a record of a running invocation (the handler defers it): if
   * the answer then names it in batchItemFailures, its try rejects with EntregaAdiadaError, so the
   * delivery comes back after that many seconds, as SQS hands it back then. False for a receipt
   * handle no running invocation holds.
   */
  changeVisibility(receiptHandle: string, seconds: number): boolean;
  /** The queue's name (the last part of its ARN and URL). */
  readonly name: string;
  /** Takes no more: what is waiting resolves false at once (still `pendente`, resumed next start). */
  stop(): void;
}

export interface BatchedEvent {
  id: string;
  time: string;
}

export interface BatchQueueOptions {
  invoker: LambdaInvoker;
  fn: LambdaFunction;
  tamanho: number;
  concorrencia: number;
  bus: { account: string; region: string };
}

interface Waiting {
  event: BatchedEvent;
  record: DeliveryRecord;
  settle(outcome: { ok: boolean } | { error: unknown }): void;
  /** Set by changeVisibility while its invocation runs. */
  deferMs?: number;
}

/**
 * A record its handler deferred (ChangeMessageVisibility) and named in batchItemFailures: not a
 * failure. The delivery waits `ms` and is tried again, that try not counted against its attempts.
 */
export class EntregaAdiadaError extends Error {
  constructor(readonly ms: number) {
    super(`adiada por ${Math.round(ms / 1000)} s`);
    this.name = 'EntregaAdiadaError';
  }
}

export class RegistroComFalhaError extends Error {
  constructor(fn: string, ilegivel: boolean) {
    super(
      ilegivel
        ? `${fn} respondeu um batchItemFailures ilegível: o lote inteiro será repetido`
        : `${fn} devolveu o evento em batchItemFailures`,
    );
    this.name = 'RegistroComFalhaError';
  }
}

/** As Lambda reads it from the queue: the body is the bus event as the rule's SQS target wrote it. */
function sqsRecord(event: BatchedEvent, record: DeliveryRecord, queue: { arn: string }, region: string): SQSRecord {
  const body = JSON.stringify(event);
  const sent = String(Date.parse(event.time) || Date.now());
  return {
    messageId: event.id,
    receiptHandle: `${event.id}#${record.attempts}`,
    body,
    attributes: {
      ApproximateReceiveCount: String(record.attempts),
      SentTimestamp: sent,
      SenderId: 'events.amazonaws.com',
      ApproximateFirstReceiveTimestamp: sent,
    },
    messageAttributes: {},
    md5OfBody: createHash('md5').update(body).digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: queue.arn,
    awsRegion: region,
  };
}

/**
 * The records to retry, as Lambda reads the answer: none for an empty or absent list; the whole
 * batch for an answer it cannot read (a list that is not one, an id not in the batch).
 */
function failedIds(result: unknown, ids: Set<string>): Set<string> | 'todos' {
  const failures = (result as Partial<SQSBatchResponse> | null | undefined)?.batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return 'todos';
  const named = new Set<string>();
  for (const failure of failures as unknown[]) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !ids.has(id)) return 'todos';
    named.add(id);
  }
  return named;
}

export function createBatchQueue(options: BatchQueueOptions): BatchQueue {
  const { invoker, fn, tamanho, concorrencia, bus } = options;
  const name = `${fn.name}-lote`;
  const queue = { arn: `arn:aws:sqs:${bus.region}:${bus.account}:${name}` };
  const waiting: Waiting[] = [];
  /** The records of the invocations running now, by receipt handle. */
  const received = new Map<string, Waiting>();
  let running = 0;
  let stopped = false;

  const invoke = async (batch: Waiting[]): Promise<void> => {
    const records = batch.map((w) => {
      w.record.attempts += 1;
      delete w.deferMs;
      const r = sqsRecord(w.event, w.record, queue, bus.region);
      received.set(r.receiptHandle, w);
      return r;
    });
    try {
      const failed = failedIds(
        await invoker.invoke(fn, { Records: records } satisfies SQSEvent),
        new Set(records.map((r) => r.messageId)),
      );
      for (const w of batch) {
        if (failed !== 'todos' && failed.has(w.event.id) && w.deferMs !== undefined)
          w.settle({ error: new EntregaAdiadaError(w.deferMs) });
        else if (failed === 'todos' || failed.has(w.event.id))
          w.settle({ error: new RegistroComFalhaError(fn.name, failed === 'todos') });
        else w.settle({ ok: true });
      }
    } catch (error) {
      for (const w of batch) w.settle({ error });
    } finally {
      for (const r of records) received.delete(r.receiptHandle);
    }
  };

  const pump = (): void => {
    while (!stopped && running < concorrencia && waiting.length > 0) {
      running += 1;
      void invoke(waiting.splice(0, tamanho)).finally(() => {
        running -= 1;
        pump();
      });
    }
  };

  return {
    attempt: (event, record) =>
      new Promise<boolean>((resolve, reject) => {
        if (stopped) return resolve(false);
        waiting.push({
          event,
          record,
          settle: (outcome) => ('ok' in outcome ? resolve(outcome.ok) : reject(outcome.error)),
        });
        pump();
      }),
    name,
    changeVisibility: (receiptHandle, seconds) => {
      const w = received.get(receiptHandle);
      if (!w) return false;
      w.deferMs = Math.max(0, seconds) * 1000;
      return true;
    },
    stop: () => {
      stopped = true;
      for (const w of waiting.splice(0)) w.settle({ ok: false });
    },
  };
}
