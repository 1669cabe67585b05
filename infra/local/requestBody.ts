import type { IncomingMessage } from 'node:http';

/** API Gateway refuses payloads over 10 MB. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class PayloadMuitoGrandeError extends Error {
  constructor(limit: number) {
    super(`corpo da requisição acima de ${limit} bytes`);
    this.name = 'PayloadMuitoGrandeError';
  }
}

/**
 * Reads the whole body, keeping at most `limit` bytes. An oversized body is still drained (not
 * kept) before rejecting, so the client is done sending and reliably reads the 413 answer.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.once('end', () => (size > limit ? reject(new PayloadMuitoGrandeError(limit)) : resolve(Buffer.concat(chunks))));
    req.once('error', reject);
  });
}
