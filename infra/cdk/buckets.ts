import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { type Construct } from 'constructs';

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
 * presigned PUT URLs, so the site's origin needs CORS here.
 */
export function createArquivosBucket(scope: Construct, id: string, props: { siteOrigin: string }): Bucket {
  return new Bucket(scope, id, {
    ...privateBucketDefaults,
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
