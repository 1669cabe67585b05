import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id that is the same every time for the same `partes`: what a step run again
 * (an event delivered twice, a job after a crash) writes under the same key instead of a twin.
 */
export function idDerivadoDe(...partes: string[]): string {
  const h = createHash('sha256').update(partes.join('\u0000')).digest('hex');
  // Version 4/variant bits set so it reads as any other id of the product.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
