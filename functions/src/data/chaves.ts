import type * as z from 'zod';

/**
 * Every tenant item's partition key starts with the tenant (`T#<SIGLA>`), so no key built for one
 * tenant can address another's items. The few deliberate exceptions are documented in
 * docs/data-model.md and marked where their keys are built.
 */
export const prefixoTenant = (sigla: string): string => `T#${sigla.toUpperCase()}`;

/** A table key (pk and sk), as repositories build them. */
export interface ChaveItem {
  pk: string;
  sk: string;
}

/** Parses a stored item with its entity schema (keys and index attributes are dropped). */
export function lerItem<S extends z.ZodType>(schema: S, item: Record<string, unknown> | undefined): z.output<S> | null {
  return item ? schema.parse(item) : null;
}

/** Epoch seconds, the unit of the table's TTL attribute (expiraEm). */
export const emSegundos = (data: Date): number => Math.floor(data.getTime() / 1000);
