/**
 * A walk over a zod 4 schema's definition, for the tests that check or fill every field of the
 * route table's schemas. zod keeps a schema's kind, shape and checks in `_zod.def`; this is the
 * one place that reads them. Only tests import it (a dependency-cruiser rule).
 */
export type DefZod = { type: string } & Record<string, unknown>;

export const defDe = (schema: unknown): DefZod => (schema as { _zod: { def: DefZod } })._zod.def;

/** A schema inside another, with the key it adds to the path of the value (none: same value). */
export interface Parte {
  schema: unknown;
  chave?: string;
}

/**
 * The schemas a schema holds: an object's fields, a list's item (key '0'), a tuple's items, a
 * record's value (key '*'); a union's options, an intersection's sides, a pipe's input, a lazy
 * schema's target and a wrapper's inner schema (optional, nullable, default, catch, readonly...)
 * describe the same value. Strings, numbers, enums and the like hold none.
 */
export function partesDe(def: DefZod): Parte[] {
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).map(([chave, schema]) => ({ schema, chave }));
    case 'array':
      return [{ schema: def.element, chave: '0' }];
    case 'tuple':
      return (def.items as unknown[]).map((schema, i) => ({ schema, chave: String(i) }));
    case 'record':
      return [{ schema: def.valueType, chave: '*' }];
    case 'union':
      return (def.options as unknown[]).map((schema) => ({ schema }));
    case 'intersection':
      return [{ schema: def.left }, { schema: def.right }];
    case 'pipe':
      return [{ schema: def.in }];
    case 'lazy':
      return [{ schema: (def.getter as () => unknown)() }];
    default:
      return 'innerType' in def ? [{ schema: def.innerType }] : [];
  }
}

/** The path of a part: the parent's, plus the part's key if it has one. */
export const caminhoDa = (parte: Parte, caminho: readonly string[]): string[] =>
  parte.chave === undefined ? [...caminho] : [...caminho, parte.chave];

/**
 * Visits the schema and, depth first, every schema inside it (every option of a union), each
 * with the path of its value. `visitar` returns false to leave a schema's insides out.
 */
export function percorrerEsquema(
  schema: unknown,
  visitar: (def: DefZod, caminho: string[], schema: unknown) => boolean | void,
  caminho: string[] = [],
  acima: ReadonlySet<unknown> = new Set(),
): void {
  // A recursive schema (z.json(), a lazy tree) holds itself: visit each schema once per path.
  if (acima.has(schema)) return;
  const def = defDe(schema);
  if (visitar(def, caminho, schema) === false) return;
  const comEste = new Set(acima).add(schema);
  for (const parte of partesDe(def)) percorrerEsquema(parte.schema, visitar, caminhoDa(parte, caminho), comEste);
}

/** Whether the schema has a maximum length (zod keeps each check's definition in def.checks). */
export const temMaximo = (def: DefZod): boolean =>
  ((def.checks ?? []) as unknown[]).some((c) => defDe(c).check === 'max_length');
