import { Duration } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { type Construct } from 'constructs';
import type { EventRule } from '@wf/functions/events/rules';

/** The least an SQS event source mapping's maximum concurrency may be. */
const MIN_MAX_CONCURRENCY = 2;
/** Receives of a message before the dead letters, unless the rule's `lote` says otherwise. */
const DEFAULT_MAX_RECEIVE_COUNT = 5;
/** Lambda's default, for a function that sets none. */
const DEFAULT_TIMEOUT = Duration.seconds(3);

/**
 * The queue between a rule with `lote` and its consumer, and the event source mapping that reads
 * it: up to `tamanho` events per invocation, `concorrencia` invocations at once, and only the
 * records the handler names in batchItemFailures come back (after the visibility timeout, or when
 * the handler changed it, as the rules engine does to defer a record). A message received 5 times
 * (`lote.recebimentosMaximos`) without success goes to `deadLetters` (the bus's failed
 * deliveries, where every consumer's end up).
 */
export function createBatchQueue(
  scope: Construct,
  id: string,
  props: { consumer: LambdaFunction; lote: NonNullable<EventRule['lote']>; deadLetters: IQueue },
): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    // AWS's advice for an SQS event source: six times the function's timeout, so a batch still
    // running (or waiting on throttled retries) is not handed to a second invocation meanwhile.
    visibilityTimeout: Duration.seconds((props.consumer.timeout ?? DEFAULT_TIMEOUT).toSeconds() * 6),
    deadLetterQueue: {
      queue: props.deadLetters,
      maxReceiveCount: props.lote.recebimentosMaximos ?? DEFAULT_MAX_RECEIVE_COUNT,
    },
  });
  props.consumer.addEventSource(
    new SqsEventSource(queue, {
      batchSize: props.lote.tamanho,
      maxConcurrency: Math.max(MIN_MAX_CONCURRENCY, props.lote.concorrencia),
      reportBatchItemFailures: true,
    }),
  );
  return queue;
}
