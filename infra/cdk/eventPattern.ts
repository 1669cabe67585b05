import { Match, type EventPattern } from 'aws-cdk-lib/aws-events';
import type { EventRule, PatternValue } from '@wf/functions/events/rules';

/** Exact strings pass as they are; `{ prefix }` becomes EventBridge's prefix matcher. */
const toMatchers = (values: readonly PatternValue[]): string[] =>
  values.flatMap((value) => (typeof value === 'string' ? [value] : Match.prefix(value.prefix)));

/** The rules' data pattern (the subset the local runtime also understands) as CDK's EventPattern. */
export function toEventPattern(pattern: EventRule['pattern']): EventPattern {
  return {
    ...(pattern.source ? { source: toMatchers(pattern.source) } : {}),
    ...(pattern['detail-type'] ? { detailType: toMatchers(pattern['detail-type']) } : {}),
  };
}
