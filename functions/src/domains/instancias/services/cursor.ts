/**
 * Opaque cursors: a DynamoDB continuation key and the number of cards already shown (the 1-based
 * positions of the next page start after it), as base64url JSON. What comes back from a client
 * is untrusted: the repositories accept the key only if it is of the session's tenant and of the
 * very index partition asked for.
 */
export const codificarCursor = (chave: Record<string, unknown>, vistos: number): string =>
  Buffer.from(JSON.stringify({ k: chave, o: vistos }), 'utf8').toString('base64url');

export function decodificarCursor(cursor: string): { chave: unknown; vistos: number } | null {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { k?: unknown; o?: unknown };
    if (typeof v !== 'object' || v === null || typeof v.o !== 'number' || !Number.isInteger(v.o) || v.o < 0)
      return null;
    return { chave: v.k, vistos: v.o };
  } catch {
    return null;
  }
}
