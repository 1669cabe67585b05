import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { createSpaRoutingFunction, createWebSocketPathFunction } from './edgeFunctions';

export interface WorkflowDistributionProps {
  siteBucket: IBucket;
  httpApiDomainName: string;
  webSocketApiDomainName: string;
  webSocketStageName: string;
}

/** Path patterns CloudFront routes to the APIs; everything else is the SPA. */
export const apiPathPattern = '/api/*';
export const webSocketPathPattern = '/ws';

/**
 * One origin for everything (SPA, /api, /ws), so the session cookie is first-party on every
 * request, the WebSocket handshake included.
 */
export class WorkflowDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WorkflowDistributionProps) {
    super(scope, id);

    // API traffic is never cached and reaches the origin with every viewer header but Host
    // (API Gateway routes on its own host name), plus all cookies and query strings.
    const uncachedApi = {
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    } satisfies Partial<BehaviorOptions>;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Workflow: SPA em /workflow, API em /api, WebSocket em /ws',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [
          { function: createSpaRoutingFunction(this, 'SpaRouting'), eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [apiPathPattern]: {
          ...uncachedApi,
          origin: new HttpOrigin(props.httpApiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          allowedMethods: AllowedMethods.ALLOW_ALL,
        },
        [webSocketPathPattern]: {
          ...uncachedApi,
          // The handshake is a GET; frames then flow over the upgraded connection.
          origin: new HttpOrigin(props.webSocketApiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          functionAssociations: [
            {
              function: createWebSocketPathFunction(this, 'WebSocketPath', props.webSocketStageName),
              eventType: FunctionEventType.VIEWER_REQUEST,
            },
          ],
        },
      },
    });
  }

  get domainName(): string {
    return this.distribution.distributionDomainName;
  }
}
