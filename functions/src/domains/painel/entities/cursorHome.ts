import * as z from 'zod';

/**
 * The home's cursors: base64url JSON of where a page ended. Only positions travel (sort keys),
 * never partitions: the service rebuilds every key from the session, so a forged cursor can at
 * most move inside the person's own items.
 */
const posicao = z.string().max(300);
const cursorSchema = z.union([
  z.object({ k: posicao }),
  z.object({ f: z.record(z.string().max(64), posicao).refine((r) => Object.keys(r).length <= 1000) }),
]);
export type CursorHome = z.infer<typeof cursorSchema>;

export const paraCursorHome = (c: CursorHome): string => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor, or null when it is not one of ours. */
export function doCursorHome(texto: string): CursorHome | null {
  try {
    const r = cursorSchema.safeParse(JSON.parse(Buffer.from(texto, 'base64url').toString('utf8')));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
