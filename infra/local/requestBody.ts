import type { IncomingMessage } from 'node:http';

import { LIMITES_ENTRADA } from '@wf/shared/constants/entrada';

/** API Gateway refuses payloads over 10 MB. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * The product's own cap on an API request body (under the Lambda's 6 MB payload): the local
 * HTTP API answers 413 above it, and the HTTP stack checks it again in AWS.
 */
export const MAX_API_BODY_BYTES = LIMITES_ENTRADA.corpoBytes;

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
