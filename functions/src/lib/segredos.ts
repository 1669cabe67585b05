import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets handed to a browser or an e-mail (session cookie, activation and reset links) are
 * high-entropy random strings; the table keeps only their SHA-256, so a leaked table or backup
 * cannot be replayed as sessions or links. A plain hash suffices: 256 random bits need no
 * key stretching.
 */
export const gerarSegredo = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const hashDeSegredo = (segredo: string): string => createHash('sha256').update(segredo, 'utf8').digest('hex');

/**
 * Whether a secret someone sent is the one expected, in constant time: both sides are compared as
 * SHA-256 digests (the same length whatever is sent), so the time tells nothing of the guess.
 */
export const mesmoSegredo = (recebido: string, esperado: string): boolean =>
  timingSafeEqual(
    createHash('sha256').update(recebido, 'utf8').digest(),
    createHash('sha256').update(esperado, 'utf8').digest(),
  );
