import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/**
 * Board order with fractional keys (docs/data-model.md, "Cards (core)"): a card dropped between two others gets a
 * key between theirs, so a move rewrites ONE item whatever the stage size; the 1-based position
 * the client sees is computed when a page is read, never stored.
 */

/**
 * A key between two neighbours' keys (null: no neighbour on that side). Two cards may hold the
 * same key (two concurrent drops at one place); between equal or inverted keys the new card takes
 * the first one's key, and the index breaks the tie by card id (instanciaRepository).
 */
export function chaveEntre(anterior: string | null, posterior: string | null): string {
  if (anterior !== null && posterior !== null && anterior >= posterior) return anterior;
  return generateKeyBetween(anterior, posterior);
}

/** n keys in order after `ultima` (null: an empty stage): a bulk move appends to the destination. */
export const chavesDepoisDe = (ultima: string | null, n: number): string[] =>
  n === 0 ? [] : generateNKeysBetween(ultima, null, n);

/** n fresh keys in order: a sort rewrites a whole stage. */
export const chavesNovas = (n: number): string[] => (n === 0 ? [] : generateNKeysBetween(null, null, n));
