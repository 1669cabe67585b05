import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { type Construct } from 'constructs';

/** Where deliveries that exhausted their retries wait, 14 days, to be inspected and redriven. */
export function createDeadLetterQueue(scope: Construct, id: string): Queue {
  return new Queue(scope, id, {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
}
