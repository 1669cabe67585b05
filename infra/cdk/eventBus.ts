import { Duration } from 'aws-cdk-lib';
import { EventBus, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction, SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { Function as LambdaFn, IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ConsumerName } from '@wf/functions/app/lambdas';
import { agendamentos } from '@wf/functions/events/agendamentos';
import { eventRules, type EventRule } from '@wf/functions/events/rules';
import { createBatchQueue } from './batchQueue';
import { createDeadLetterQueue } from './deadLetterQueue';
import { toEventPattern } from './eventPattern';

/** The domain event bus. It exists before the Lambdas (they read EVENT_BUS_NAME). */
export class WorkflowEventBus extends Construct {
  readonly bus: EventBus;
  /** Events EventBridge could not deliver to a consumer after its retries. */
  readonly failedDeliveries: Queue;

  constructor(scope: Construct, id: string, props: { eventBusName: string }) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', { eventBusName: props.eventBusName });
    this.failedDeliveries = createDeadLetterQueue(this, 'FailedDeliveries');
  }

  /**
   * One rule per entry of functions/src/events/rules.ts, each invoking its consumer, or, for a
   * rule with `lote`, sending to the consumer's queue, which Lambda reads in batches (batchQueue.ts).
   */
  addRules(consumers: Record<ConsumerName, LambdaFn>): void {
    const rules: readonly EventRule[] = eventRules;
    // EventBridge invokes a Lambda asynchronously: its retries and DLQ above only cover failing to
    // hand the event over. A consumer that throws is retried by Lambda's async invocation, and
    // without an on-failure destination Lambda would drop the event silently after the last retry.
    // (A consumer fed in batches is never invoked asynchronously: its queue retries and dead-letters.)
    for (const consumer of new Set(rules.filter((rule) => !rule.lote).map((rule) => rule.consumer))) {
      consumers[consumer].configureAsyncInvoke({
        retryAttempts: 2,
        maxEventAge: Duration.hours(6),
        onFailure: new SqsDestination(this.failedDeliveries),
      });
    }
    const batchQueues = new Map<string, Queue>();
    // One queue per consumer: rules of the same consumer share it (the rules engine's two).
    const queueOf = (consumer: ConsumerName, lote: NonNullable<EventRule['lote']>): Queue => {
      const id = `Lote-${consumer}`;
      let queue = batchQueues.get(id);
      if (!queue) {
        queue = createBatchQueue(this, id, {
          consumer: consumers[consumer],
          lote,
          deadLetters: this.failedDeliveries,
        });
        batchQueues.set(id, queue);
      }
      return queue;
    };
    for (const rule of rules) {
      // Consumers are idempotent, so retrying a failed delivery is always safe.
      const delivery = { retryAttempts: 8, maxEventAge: Duration.hours(6), deadLetterQueue: this.failedDeliveries };
      new Rule(this, `Rule-${rule.name}`, {
        eventBus: this.bus,
        description: `${rule.name} -> ${rule.consumer}`,
        eventPattern: toEventPattern(rule.pattern),
        targets: [
          rule.lote
            ? new SqsQueue(queueOf(rule.consumer, rule.lote), delivery)
            : new LambdaFunction(consumers[rule.consumer], delivery),
        ],
      });
    }
  }

  /**
   * One schedule rule per entry of functions/src/events/agendamentos.ts (on the default bus, the
   * only one schedules run on). A missed or failed run is harmless: the next one finds the same work.
   */
  addSchedules(consumers: Record<ConsumerName, IFunction>): void {
    for (const a of agendamentos) {
      new Rule(this, `Schedule-${a.name}`, {
        description: `${a.name} -> ${a.consumer}`,
        schedule: Schedule.rate(Duration.minutes(a.intervaloMinutos)),
        targets: [new LambdaFunction(consumers[a.consumer], { retryAttempts: 0 })],
      });
    }
  }
}
