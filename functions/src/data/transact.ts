import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../app/deps';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of writes in one TransactWriteItems. */
export const ESCRITAS_POR_TRANSACAO = 100;

/**
 * Reasons that mean "the state moved under us": a condition failed, or another transaction was
 * writing the same item at that moment. Both are answered the same way (re-read, re-decide).
 */
const MOTIVOS_DE_CONCORRENCIA = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/**
 * Runs repository-built writes as one DynamoDB transaction: the change, its counters and its
 * outbox event land together or not at all. Returns false when a condition failed or a
 * concurrent transaction collided (the caller turns that into its domain error or re-reads and
 * tries again); other failures throw.
 */
export async function transact(deps: Pick<AppDeps, 'db'>, items: TransactItem[]): Promise<boolean> {
  try {
    await deps.db.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (e) {
    if (e instanceof TransactionCanceledException && e.CancellationReasons?.some((r) => MOTIVOS_DE_CONCORRENCIA.has(r.Code ?? ''))) {
      return false;
    }
    throw e;
  }
}
