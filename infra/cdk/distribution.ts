import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { CABECALHO_SEGREDO_CDN } from '@wf/functions/app/http/enderecoDoCliente';
import { contentSecurityPolicy } from '../securityHeaders';
import { createClientAddressFunction, createSpaRoutingFunction, createWebSocketPathFunction } from './edgeFunctions';

export interface WorkflowDistributionProps {
  siteBucket: IBucket;
  httpApiDomainName: string;
  webSocketApiDomainName: string;
  webSocketStageName: string;
  /** Where the browser reaches presigned S3 URLs (uploads, downloads, previews): CSP sources. */
  filesOrigins: string[];
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
  /**
   * What CloudFront sends to the HTTP API in `x-wf-origem-cdn`, for the Lambdas' CDN_ORIGIN_SECRET:
   * a `{{resolve:secretsmanager:...}}` reference, so the template never holds the value itself.
   */
  readonly originSecret: string;

  constructor(scope: Construct, id: string, props: WorkflowDistributionProps) {
    super(scope, id);

    // Random, made by Secrets Manager at the first deploy: only CloudFront and the Lambdas know it,
    // so a request sent straight to execute-api cannot pass for one that came through here.
    const secret = new Secret(this, 'OriginSecret', {
      description: 'Workflow: cabeçalho que a CloudFront envia à API HTTP (endereço do cliente)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.originSecret = secret.secretValue.unsafeUnwrap();

    // API traffic is never cached and reaches the origin with every viewer header but Host
    // (API Gateway routes on its own host name), plus all cookies and query strings.
    const uncachedApi = {
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    } satisfies Partial<BehaviorOptions>;

    // One policy on the SPA and on /api: the headers of every answer (infra/securityHeaders.ts).
    // The WebSocket rides on 'self' (wss: on the page's host), so the CSP need not name the
    // distribution's own domain, which would be a dependency cycle.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Workflow: CSP, frame-ancestors none, nosniff, Referrer-Policy, HSTS',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ webSocket: [], files: props.filesOrigins }),
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.SAME_ORIGIN, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Workflow: SPA em /workflow, API em /api, WebSocket em /ws',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: createSpaRoutingFunction(this, 'SpaRouting'), eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [apiPathPattern]: {
          ...uncachedApi,
          origin: new HttpOrigin(props.httpApiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [CABECALHO_SEGREDO_CDN]: this.originSecret },
          }),
          allowedMethods: AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: securityHeaders,
          // The viewer's address for login throttling; sourceIp would be the edge's.
          functionAssociations: [
            {
              function: createClientAddressFunction(this, 'ClientAddress'),
              eventType: FunctionEventType.VIEWER_REQUEST,
            },
          ],
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
