import type { EventBridgeEvent } from 'aws-lambda';
import type { ConsumerName } from '@wf/functions/app/lambdas';
import { eventRules, type EventRule } from '@wf/functions/events/rules';
import { createBatchQueue, EntregaAdiadaError, type BatchQueue } from './batchDelivery';
import { fairSlots, tenantOf } from './fairSlots';
import type { DeliveryRecord, EventJournal, JournalEntry } from './eventJournal';
import { matchingRules } from './eventPattern';
import { HandlerAusenteError, type LambdaInvoker } from './lambdaInvoker';
import { consumerFunction } from './localFunctions';
import { errorText, type Log } from './log';
import { backoffMs, sleep } from './sleep';

export type BusEvent = EventBridgeEvent<string, unknown>;

export interface DeliveryPolicy {
  /** Total tries per consumer, the first included. */
  attempts: number;
  baseDelayMs: number;
}

/**
 * EventBridge retries for hours; locally a few tries over ~8 s say the same thing (consumers are
 * idempotent). What still fails is a dead letter (/_local/dead-letters), not lost.
 */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { attempts: 6, baseDelayMs: 250 };

export interface EventRouterOptions {
  /** The bus's account and region, which every delivered event carries. */
  bus?: { account: string; region: string };
  policy?: DeliveryPolicy;
  /**
   * Runs before a delivery interrupted by a crash is tried again. The runtime uses it to drop the
   * consumer's idempotency claim left by the dead process, which would otherwise hold the event for
   * the claim's whole lease.
   */
  beforeResume?: (event: BusEvent, consumer: ConsumerName) => Promise<void>;
  /**
   * Invocations of one consumer running at once (Lambda's reserved concurrency); the rest wait their
   * turn, each tenant in its fair share (fairSlots.ts). A consumer fed in batches (its rule's
   * `lote`) has its rule's own bound instead.
   */
  concurrencyPerConsumer?: number;
}

/**
 * Like a function's reserved concurrency on AWS. Without a bound, a burst of events (a bulk job
 * writes two per card) started thousands of invocations at once in this one process: their
 * DynamoDB requests queued ahead of everyone else's, invocations hit their timeout and were
 * retried, and a job's next step waited behind the whole backlog. A waiting delivery is still
 * `pendente` in the journal, so a crash resumes it as before.
 */
export const DEFAULT_CONCURRENCY_PER_CONSUMER = 16;

export interface EventRouter {
  /**
   * Journals the events durably, then starts delivering each to every consumer whose rule matches.
   * Resolves once they are durable (PutEvents answers then), not when they are delivered.
   */
  accept(events: BusEvent[]): Promise<void>;
  /** At start, before anything else publishes: delivers again every delivery the journal holds as unfinished. */
  resume(): Promise<number>;
  /** Puts dead letters back in delivery (all, or one event's, or one delivery); answers how many. */
  redrive(filter?: { id?: string; rule?: string }): Promise<number>;
  /** No more retries; waits a little for the consumers already running. Unfinished ones resume next start. */
  stop(): Promise<void>;
  /** Deliveries not finished yet (running, waiting for a slot or for a retry): 0 when the bus is idle. */
  inProgress(): number;
  /**
   * SQS's ChangeMessageVisibility on records a batched consumer is processing (localSqs.ts): the
   * queue by name (the last part of its URL). Answers, for each receipt handle, whether a running
   * invocation of that queue holds it.
   */
  changeVisibility(queueName: string, entries: Array<{ receiptHandle: string; seconds: number }>): boolean[] | null;
}

const DRAIN_MS = 5000;

type Consumer = (typeof eventRules)[number]['consumer'];

type Batching = NonNullable<EventRule['lote']>;

/**
 * A delivery names its rule. A journal line naming a target the rule no longer has
 * (`<rule>/<target>`) is delivered to the rule's queue all the same.
 */
const batchingByRule = new Map<string, Batching>();
for (const rule of eventRules as readonly EventRule[]) if (rule.lote) batchingByRule.set(rule.name, rule.lote);

/** The batching of a delivery's rule (its `lote`), if it has one: such consumers are invoked with SQS events. */
const batchingOf = (rule: string): Batching | undefined => batchingByRule.get(rule.split('/')[0] ?? rule);

/** How many invocations of a consumer may run at once: its batching rule's `concorrencia`, else 1. */
export const concorrenciaDoConsumidor = (consumer: Consumer): number =>
  Math.max(
    1,
    ...(eventRules as readonly EventRule[])
      .filter((rule) => rule.consumer === consumer)
      .map((rule) => rule.lote?.concorrencia ?? 1),
  );

/** Batched consumers that claim each event (processarUmaVez) all the same. */
const CLAIMING_BATCHED: ReadonlySet<Consumer> = new Set<Consumer>(['regras']);

/** The event as the bus accepted it, rebuilt from the journal (it is all a delivery needs). */
const asBusEvent = (entry: JournalEntry, bus: { account: string; region: string }): BusEvent => ({
  version: '0',
  id: entry.id,
  'detail-type': entry.detailType,
  source: entry.source,
  account: bus.account,
  time: entry.time,
  region: bus.region,
  resources: entry.resources ?? [],
  detail: entry.detail,
});

export function createEventRouter(
  invoker: LambdaInvoker,
  journal: EventJournal,
  log: Log,
  options: EventRouterOptions = {},
): EventRouter {
  const policy = options.policy ?? DEFAULT_DELIVERY_POLICY;
  let stopped = false;
  const missingReported = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  const bus = options.bus ?? { account: '000000000000', region: 'us-east-1' };
  // Each consumer's slots are shared fairly between tenants (fairSlots.ts): one tenant's backlog
  // does not hold another's events back.
  const limits = new Map<string, ReturnType<typeof fairSlots>>();
  const inSlot = <T>(consumer: string, tenant: string, work: () => Promise<T>): Promise<T> => {
    let run = limits.get(consumer);
    if (!run)
      limits.set(consumer, (run = fairSlots(options.concurrencyPerConsumer ?? DEFAULT_CONCURRENCY_PER_CONSUMER)));
    return run(tenant, work);
  };
  // One queue per batched consumer, as in AWS (its first rule with `lote` sets the batch size and
  // concurrency).
  const batchQueues = new Map<string, BatchQueue>();
  const batchQueue = (consumer: Consumer, lote: Batching): BatchQueue => {
    let queue = batchQueues.get(consumer);
    if (!queue) {
      queue = createBatchQueue({ invoker, fn: consumerFunction(consumer), ...lote, bus });
      if (stopped) queue.stop();
      batchQueues.set(consumer, queue);
    }
    return queue;
  };

  // Deliveries deferred by their consumer, waiting for their time: a stop ends the wait at once
  // (the delivery stays pending, resumed at the next start).
  const deferrals = new Set<() => void>();
  const deferral = (ms: number): Promise<void> =>
    new Promise<void>((resolve) => {
      const end = () => {
        clearTimeout(timer);
        deferrals.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      deferrals.add(end);
    });

  const save = (id: string, record: DeliveryRecord): Promise<void> =>
    journal
      .update(id, record)
      .catch((error: unknown) => log(`erro ao gravar o diário de eventos: ${errorText(error)}`));

  const deliver = async (event: BusEvent, record: DeliveryRecord): Promise<void> => {
    const consumer = record.consumer as Consumer;
    const fn = consumerFunction(consumer);
    const lote = batchingOf(record.rule);
    // One try: alone in a slot of the consumer, or as a record of its next batch (batchDelivery.ts).
    const attempt = (): Promise<boolean> =>
      lote
        ? batchQueue(consumer, lote).attempt(event, record)
        : inSlot(consumer, tenantOf(event.detail), async () => {
            if (stopped) return false;
            record.attempts += 1;
            await invoker.invoke(fn, event);
            return true;
          });
    while (!stopped) {
      try {
        // The retry's backoff below is spent outside the slot; a stop while waiting leaves it pending.
        const invoked = await attempt();
        if (!invoked) break;
        record.status = 'entregue';
        delete record.error;
        return await save(event.id, record);
      } catch (error) {
        if (error instanceof EntregaAdiadaError) {
          // Deferred by the consumer (its budget), not failed: that try does not count, and the
          // delivery comes back after the delay, as SQS hands back a record whose visibility the
          // handler changed. (In AWS each receive counts towards the queue's redrive, hence the
          // rule's recebimentosMaximos.)
          record.attempts = Math.max(0, record.attempts - 1);
          await save(event.id, record);
          await deferral(error.ms);
          continue;
        }
        if (error instanceof HandlerAusenteError) {
          record.status = 'sem-handler';
          record.error = error.message;
          // Until the consumer is written, say so once rather than on every event.
          if (!missingReported.has(consumer)) log(`consumidor ${consumer}: ${error.message}`);
          missingReported.add(consumer);
          return await save(event.id, record);
        }
        record.error = errorText(error);
        if (record.attempts >= policy.attempts) {
          record.status = 'falhou';
          log(
            `${event['detail-type']} (${event.id}) não entregue a ${consumer} após ${record.attempts} tentativas, ` +
              `na lista de mensagens mortas (/_local/dead-letters): ${record.error}`,
          );
          return await save(event.id, record);
        }
        await save(event.id, record);
        await sleep(backoffMs(record.attempts, policy.baseDelayMs, 10_000));
      }
    }
    log(
      `${event['detail-type']} (${event.id}) para ${consumer}: runtime encerrado; a entrega continua no próximo início`,
    );
  };

  const track = (delivery: Promise<void>): void => {
    const tracked = delivery.catch((error: unknown) => log(`erro na entrega de evento: ${errorText(error)}`));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };

  return {
    inProgress: () => inFlight.size,
    accept: async (accepted) => {
      const entries = accepted.map((event): JournalEntry => ({
        id: event.id,
        source: event.source,
        detailType: event['detail-type'],
        time: event.time,
        detail: event.detail,
        ...(event.resources.length > 0 ? { resources: event.resources } : {}),
        // One delivery per matching rule.
        deliveries: matchingRules(eventRules, event).map((rule) => ({
          rule: rule.name,
          consumer: rule.consumer,
          status: 'pendente' as const,
          attempts: 0,
        })),
      }));
      await journal.accept(entries);
      // Like the real bus: the caller gets its answer before any consumer runs.
      setImmediate(() => {
        for (const entry of entries) {
          for (const record of entry.deliveries) track(deliver(asBusEvent(entry, bus), record));
        }
      });
    },
    resume: async () => {
      const pending = journal.pending();
      // All claims dropped before any delivery starts (and before the stream pump, which may bring
      // a copy of the same event), so no live claim is ever dropped.
      // A batched consumer takes no claim (consumerLambdaEmLote.ts), but for the rules engine,
      // which claims each event of its batches (ritmoRegrasService.ts).
      await Promise.all(
        pending
          .filter(({ delivery }) => !batchingOf(delivery.rule) || CLAIMING_BATCHED.has(delivery.consumer as Consumer))
          .map(({ entry, delivery }) =>
            options
              .beforeResume?.(asBusEvent(entry, bus), delivery.consumer as Consumer)
              .catch((error: unknown) =>
                log(`não foi possível liberar a reserva de ${delivery.consumer} para ${entry.id}: ${errorText(error)}`),
              ),
          ),
      );
      for (const { entry, delivery } of pending) track(deliver(asBusEvent(entry, bus), delivery));
      return pending.length;
    },
    redrive: async (filter = {}) => {
      const chosen = journal
        .deadLetters()
        .filter(
          ({ entry, delivery }) =>
            (!filter.id || entry.id === filter.id) &&
            (!filter.rule || delivery.rule === filter.rule || delivery.rule.startsWith(`${filter.rule}/`)),
        );
      for (const { entry, delivery } of chosen) {
        delivery.status = 'pendente';
        delivery.attempts = 0;
        await save(entry.id, delivery);
        track(deliver(asBusEvent(entry, bus), delivery));
      }
      return chosen.length;
    },
    changeVisibility: (queueName, entries) => {
      const queue = [...batchQueues.values()].find((q) => q.name === queueName);
      return queue ? entries.map(({ receiptHandle, seconds }) => queue.changeVisibility(receiptHandle, seconds)) : null;
    },
    stop: async () => {
      stopped = true;
      for (const queue of batchQueues.values()) queue.stop();
      for (const end of [...deferrals]) end();
      await Promise.race([Promise.allSettled([...inFlight]), sleep(DRAIN_MS)]);
    },
  };
}
