import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, inject } from 'vitest';
import { localCredentials } from '../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';

/** The files bucket of the test runtime. */
export const BUCKET = LOCAL_NAMES.bucketArquivos;

/**
 * An S3 client of the test runtime with the handlers' credentials (so its requests pass the
 * signature gateway), closed once the calling file's tests are done.
 */
export function clienteS3(): S3Client {
  const s3 = new S3Client({
    endpoint: inject('endpoints').s3,
    forcePathStyle: true,
    region: LOCAL_NAMES.region,
    credentials: localCredentials,
    // As the handlers' client (functions/src/kernel/deps.ts): no checksum of an empty body in presigned URLs.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  afterAll(() => s3.destroy());
  return s3;
}

/** The object's key, from a presigned URL's path (/<bucket>/<key>). */
export const chaveDaUrl = (url: string): string =>
  decodeURIComponent(new URL(url).pathname.split('/').slice(2).join('/'));

export async function objetoExiste(s3: S3Client, chave: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: chave }));
    return true;
  } catch (e) {
    if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw e;
  }
}

/** The keys stored under a prefix (one page is plenty for a test). */
export async function chavesSob(s3: S3Client, prefixo: string): Promise<string[]> {
  const r = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefixo }));
  return (r.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
}
