import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { type Construct } from 'constructs';
import { DIAS_UPLOAD_PENDENTE, PREFIXO_PENDENTES } from '@wf/functions/data/storage/anexoStorage';

/** Settings every bucket of the product shares: nothing is public, nothing travels in clear. */
const privateBucketDefaults = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: BucketEncryption.S3_MANAGED,
} as const;

/** SPA assets; CloudFront reads them through Origin Access Control, browsers never directly. */
export function createSiteBucket(scope: Construct, id: string): Bucket {
  return new Bucket(scope, id, privateBucketDefaults);
}

/**
 * Attachments and photos. The table holds metadata only; browsers upload straight to S3 with
 * presigned PUT URLs, so the site's origin needs CORS here. Uploads land under a pending prefix
 * and the confirmation copies them out (anexoStorage): what is left there (never confirmed, or
 * PUT again through a URL still valid after its confirmation) expires after a day (the local
 * runtime sweeps the same prefix with the same age: infra/local/pendingUploadsSweep.ts).
 */
export function createArquivosBucket(scope: Construct, id: string, props: { siteOrigin: string }): Bucket {
  return new Bucket(scope, id, {
    ...privateBucketDefaults,
    lifecycleRules: [
      { id: 'UploadsPendentes', prefix: PREFIXO_PENDENTES, expiration: Duration.days(DIAS_UPLOAD_PENDENTE) },
    ],
    cors: [
      {
        allowedOrigins: [props.siteOrigin],
        allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ],
  });
}
