import type { EventRule } from './rules';

/** One share of a partitioned rule's work (`lote.partes`, rules.ts): part `indice` (from 0) of `de`. */
export interface ParteDoLote {
  indice: number;
  de: number;
}

/** Where a rule delivers: the rule itself, or one target per part, each with a queue of its own. */
export interface AlvoDaRegra {
  /** The rule's name, or `<rule>/parte-<n>-de-<de>` (the local journal's delivery names it so). */
  nome: string;
  parte?: ParteDoLote;
}

/** The most parts a rule may have: EventBridge allows five targets per rule. */
export const MAX_PARTES = 5;

export function alvosDaRegra(rule: EventRule): AlvoDaRegra[] {
  const de = rule.lote?.partes ?? 1;
  if (de <= 1) return [{ nome: rule.name }];
  return Array.from({ length: de }, (_, indice) => ({
    nome: `${rule.name}/parte-${indice + 1}-de-${de}`,
    parte: { indice, de },
  }));
}

/**
 * What a part's queue holds: the bus event wrapped with its part, `{"parte":0,"partes":2,"evento":
 * <the whole bus event>}`. In AWS the part's rule target writes it (an input transformer with the
 * template below); the local runtime writes the same with `envelopar`. This is the one place the
 * format is said.
 */
export interface EnvelopeDaParte {
  parte: number;
  partes: number;
  evento: unknown;
}

export const envelopar = (parte: ParteDoLote, evento: unknown): EnvelopeDaParte => ({
  parte: parte.indice,
  partes: parte.de,
  evento,
});

/** EventBridge's predefined variable for a copy of the original event, inside an input template. */
export const EVENTO_ORIGINAL = '<aws.events.event>';

/** The input template of a part's target: `envelopar`'s shape, the event left to EventBridge. */
export const modeloDoEnvelope = (parte: ParteDoLote): string =>
  JSON.stringify(envelopar(parte, null)).replace(/null}$/, `${EVENTO_ORIGINAL}}`);

/** A body's envelope, if it is one with a sound part; null for a bare bus event (or anything else). */
export function lerEnvelope(corpo: unknown): { parte: ParteDoLote; evento: unknown } | null {
  if (typeof corpo !== 'object' || corpo === null || !('evento' in corpo)) return null;
  const { parte, partes, evento } = corpo as Partial<EnvelopeDaParte>;
  const inteiro = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
  if (!inteiro(parte) || !inteiro(partes) || partes < 2 || partes > MAX_PARTES || parte < 0 || parte >= partes) return null;
  return { parte: { indice: parte, de: partes }, evento };
}

/**
 * Whether a key (a connection id) is this part's: FNV-1a of the key, modulo the parts. Stable
 * across invocations and processes, so every key is served by exactly one part; without a part,
 * every key is.
 */
export function naParte(chave: string, parte: ParteDoLote | undefined): boolean {
  if (!parte) return true;
  let hash = 0x811c9dc5;
  for (let i = 0; i < chave.length; i += 1) hash = Math.imul(hash ^ chave.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % parte.de === parte.indice;
}
