import type { EventRule, PatternValue } from '@wf/functions/events/rules';

/**
 * EventBridge pattern matching for the subset rules.ts allows: per field, a list of alternatives,
 * each an exact string or `{ prefix }`; a field absent from the pattern matches anything, and
 * every field present must match (AND across fields, OR inside a field).
 */
export interface RoutableEvent {
  source: string;
  'detail-type': string;
}

const matchesValue = (alternative: PatternValue, value: string): boolean =>
  typeof alternative === 'string' ? alternative === value : value.startsWith(alternative.prefix);

const matchesField = (alternatives: readonly PatternValue[] | undefined, value: string): boolean =>
  alternatives === undefined || alternatives.some((alternative) => matchesValue(alternative, value));

export function matchesPattern(pattern: EventRule['pattern'], event: RoutableEvent): boolean {
  return matchesField(pattern.source, event.source) && matchesField(pattern['detail-type'], event['detail-type']);
}

export function matchingRules<TRule extends EventRule>(rules: readonly TRule[], event: RoutableEvent): TRule[] {
  return rules.filter((rule) => matchesPattern(rule.pattern, event));
}
