import * as z from 'zod';

/**
 * A card report's cursor: the sort key of the last row shown (`<instant or day>#<idCard>`),
 * base64url JSON. It names a position, never a partition: the flows read are the session's.
 */
const cursorSchema = z.object({ apos: z.string().max(200) });

const FORMATOS = {
  instante: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[A-Za-z0-9_-]{1,64}$/,
  dia: /^\d{4}-\d{2}-\d{2}#[A-Za-z0-9_-]{1,64}$/,
} as const;

export const paraCursorRelatorio = (apos: string): string =>
  Buffer.from(JSON.stringify({ apos })).toString('base64url');

/** The position a cursor names, or null when it is not one of this report's (then the caller answers 400). */
export function lerCursorRelatorio(cursor: string, formato: keyof typeof FORMATOS): string | null {
  try {
    const r = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return r.success && FORMATOS[formato].test(r.data.apos) ? r.data.apos : null;
  } catch {
    return null;
  }
}
