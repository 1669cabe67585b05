import type { EventJournal } from './eventJournal';

/**
 * The local bus's dead-letter list, as GET /_local/dead-letters shows it: one item per (event,
 * rule) whose consumer still failed after the retry policy, oldest first, with the whole event so
 * it can be read or redriven (POST /_local/dead-letters/redrive). The AWS counterpart is the SQS
 * queue `FailedDeliveries` (infra/cdk/eventBus.ts).
 */
export interface DeadLetter {
  id: string;
  rule: string;
  consumer: string;
  attempts: number;
  error?: string;
  source: string;
  detailType: string;
  time: string;
  detail: unknown;
}

export const listDeadLetters = (journal: EventJournal): DeadLetter[] =>
  journal.deadLetters().map(({ entry, delivery }) => ({
    id: entry.id,
    rule: delivery.rule,
    consumer: delivery.consumer,
    attempts: delivery.attempts,
    error: delivery.error,
    source: entry.source,
    detailType: entry.detailType,
    time: entry.time,
    detail: entry.detail,
  }));
