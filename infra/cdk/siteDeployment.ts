import fs from 'node:fs';
import { Annotations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { spaBasePath } from './edgeFunctions';

export interface SiteDeploymentProps {
  /** The SPA build output (web/dist); nothing is uploaded when it does not exist yet. */
  webDistDir: string;
  siteBucket: IBucket;
  distribution: IDistribution;
}

/** Uploads the built SPA under workflow/ and invalidates it in CloudFront. */
export function deploySite(scope: Construct, id: string, props: SiteDeploymentProps): BucketDeployment | undefined {
  if (!fs.existsSync(props.webDistDir)) {
    Annotations.of(scope).addWarningV2(
      'workflow:webDistMissing',
      `${props.webDistDir} não existe: o SPA não será publicado. Rode "npm run build -w web" antes do deploy.`,
    );
    return undefined;
  }
  return new BucketDeployment(scope, id, {
    sources: [Source.asset(props.webDistDir)],
    destinationBucket: props.siteBucket,
    destinationKeyPrefix: `${spaBasePath.slice(1)}/`,
    distribution: props.distribution,
    distributionPaths: [`${spaBasePath}/*`],
    memoryLimit: 512,
  });
}
