import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../app/deps';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Runs repository-built writes as one DynamoDB transaction: the change, its counters and its
 * outbox event land together or not at all. Returns false when a condition failed (the caller
 * turns that into its domain error); other failures throw.
 */
export async function transact(deps: Pick<AppDeps, 'db'>, items: TransactItem[]): Promise<boolean> {
  try {
    await deps.db.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (e) {
    if (e instanceof TransactionCanceledException && e.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')) {
      return false;
    }
    throw e;
  }
}
