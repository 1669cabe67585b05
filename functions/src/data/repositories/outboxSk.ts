/**
 * The sort key of every outbox item, which the stream filter (CDK) and the publisher recognise.
 * A module of its own so the outbox publisher imports it without the event contracts (zod).
 */
export const OUTBOX_SK = 'OUTBOX';
