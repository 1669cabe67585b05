import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { OUTBOX_SK } from '@wf/functions/data/repositories/outboxRepository';
import { tableDefinition } from '@wf/functions/data/tableDefinition';
import { createDeadLetterQueue } from './deadLetterQueue';

/**
 * The outbox's way to the bus: the publisher Lambda reads the table's Stream. Events are written
 * in the same transaction as the change, so a Lambda that dies after the write loses nothing.
 */
export class OutboxStream extends Construct {
  constructor(scope: Construct, id: string, props: { table: ITable; publisher: IFunction }) {
    super(scope, id);
    const failedBatches = createDeadLetterQueue(this, 'FailedBatches');
    props.publisher.addEventSource(
      new DynamoEventSource(props.table, {
        // TRIM_HORIZON: after a deploy or an outage, publish what is still in the Stream.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 25,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(failedBatches),
        // Only new outbox items wake the publisher. Their pk starts with the tenant (like every
        // key), so the repository marks them by a constant sort key, imported here so the
        // filter cannot drift from what the repository writes.
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { [tableDefinition.sortKey]: { S: FilterRule.isEqual(OUTBOX_SK) } } },
          }),
        ],
      }),
    );
  }
}
