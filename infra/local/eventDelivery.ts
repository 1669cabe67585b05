import type { EventBridgeEvent } from 'aws-lambda';
import { eventRules } from '@wf/functions/events/rules';
import type { DeliveryRecord, EventJournal } from './eventJournal';
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

/** EventBridge retries for hours; locally a few quick tries say the same thing (consumers must be idempotent). */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { attempts: 4, baseDelayMs: 250 };

export interface EventRouter {
  /** Starts delivering to every consumer whose rule matches; returns at once, like PutEvents. */
  route(event: BusEvent): void;
  /** No more retries; waits a little for the consumers already running, so Ctrl+C right after an action still delivers it. */
  stop(): Promise<void>;
}

const DRAIN_MS = 5000;

export function createEventRouter(
  invoker: LambdaInvoker,
  journal: EventJournal,
  log: Log,
  policy: DeliveryPolicy = DEFAULT_DELIVERY_POLICY,
): EventRouter {
  let stopped = false;
  const missingReported = new Set<string>();
  const inFlight = new Set<Promise<void>>();

  const deliver = async (
    event: BusEvent,
    record: DeliveryRecord,
    consumer: (typeof eventRules)[number]['consumer'],
  ) => {
    const fn = consumerFunction(consumer);
    while (!stopped) {
      record.attempts += 1;
      try {
        await invoker.invoke(fn, event);
        record.status = 'entregue';
        return;
      } catch (error) {
        if (error instanceof HandlerAusenteError) {
          record.status = 'sem-handler';
          record.error = error.message;
          // Until the consumer is written, say so once rather than on every event.
          if (!missingReported.has(consumer)) log(`consumidor ${consumer}: ${error.message}`);
          missingReported.add(consumer);
          return;
        }
        record.error = errorText(error);
        if (record.attempts >= policy.attempts) {
          record.status = 'falhou';
          log(
            `${event['detail-type']} (${event.id}) não entregue a ${consumer} após ${record.attempts} tentativas: ${record.error}`,
          );
          return;
        }
        await sleep(backoffMs(record.attempts, policy.baseDelayMs, 10_000));
      }
    }
    if (record.status === 'pendente')
      log(`${event['detail-type']} (${event.id}) não entregue a ${consumer}: runtime encerrado`);
  };

  const track = (delivery: Promise<void>): void => {
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  };

  return {
    route: (event) => {
      const rules = matchingRules(eventRules, event);
      const deliveries = rules.map((rule): DeliveryRecord => ({
        rule: rule.name,
        consumer: rule.consumer,
        status: 'pendente',
        attempts: 0,
      }));
      journal.record({
        id: event.id,
        source: event.source,
        detailType: event['detail-type'],
        time: event.time,
        detail: event.detail,
        deliveries,
      });
      rules.forEach((rule, index) => track(deliver(event, deliveries[index], rule.consumer)));
    },
    stop: async () => {
      stopped = true;
      await Promise.race([Promise.allSettled([...inFlight]), sleep(DRAIN_MS)]);
    },
  };
}
