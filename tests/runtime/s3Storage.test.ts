import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, inject, it } from 'vitest';
import { BUCKET as Bucket, clienteS3 } from '../support/s3';

const baseUrl = inject('baseUrl');
// What the handlers build from the environment the runtime sets (S3_ENDPOINT, dummy credentials).
const s3 = clienteS3();

describe('local S3', () => {
  it('has the attachments bucket, storing and serving objects', async () => {
    const Key = `teste/${randomUUID()}.txt`;

    await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'conteúdo', ContentType: 'text/plain' }));
    const object = await s3.send(new GetObjectCommand({ Bucket, Key }));

    expect(await object.Body?.transformToString()).toBe('conteúdo');
  });

  it('accepts presigned uploads from the SPA origin (CORS) and serves them through presigned URLs', async () => {
    const Key = `teste/${randomUUID()}.png`;
    const putUrl = await getSignedUrl(s3, new PutObjectCommand({ Bucket, Key, ContentType: 'image/png' }), {
      expiresIn: 60,
    });

    const preflight = await fetch(putUrl, {
      method: 'OPTIONS',
      headers: {
        origin: baseUrl,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    const upload = await fetch(putUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: baseUrl },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    const download = await fetch(await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key }), { expiresIn: 60 }));

    // s3rver answers allowed preflights with `*`; the rule still only matches the SPA origin.
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(upload.status).toBe(200);
    expect(upload.headers.get('access-control-allow-origin')).toBe(baseUrl);
    expect([...new Uint8Array(await download.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it('refuses the preflight of another origin', async () => {
    const putUrl = await getSignedUrl(s3, new PutObjectCommand({ Bucket, Key: 'teste/x', ContentType: 'image/png' }), {
      expiresIn: 60,
    });

    const preflight = await fetch(putUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'PUT' },
    });

    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
