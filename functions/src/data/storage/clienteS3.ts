import { S3Client } from '@aws-sdk/client-s3';
import type { AppDeps } from '../../kernel/deps';

/**
 * The files bucket's client, created on the first call and kept in the deps' slot. Only code that
 * touches files imports this module, so only those Lambdas bundle the S3 client.
 */
export function clienteS3(deps: Pick<AppDeps, 's3' | 'env'>): S3Client {
  deps.s3 ??= new S3Client({
    region: deps.env.region,
    endpoint: deps.env.s3Endpoint,
    forcePathStyle: Boolean(deps.env.s3Endpoint),
    // Otherwise a presigned PUT carries the CRC32 of an empty body, and S3 refuses every real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return deps.s3;
}
