import { describe, expect, it } from 'vitest';
import { resourcesOfType, synthWorkflowStack } from './synthWorkflowStack';

const { stack, template } = synthWorkflowStack();

describe('CloudFront security headers', () => {
  const policies = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy');
  const [[policyId, policy]] = policies;
  const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
  /** The CSP as synthesized; the region is a token, so it is a Fn::Join: read it as text. */
  const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
  const config = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;

  it('has one policy of its own, on the SPA and on /api alike', () => {
    expect(policies).toHaveLength(1);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('sends a CSP without inline or eval scripts that forbids framing', () => {
    expect(headers.ContentSecurityPolicy.Override).toBe(true);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lets the SPA reach the files bucket's presigned URLs of the stack's region", () => {
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.s3\.",\{"Ref":"AWS::Region"\},"\.amazonaws\.com/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.s3\./);
    // A PDF attachment is previewed in a frame of its presigned URL.
    expect(csp).toMatch(/frame-src 'self' https:\/\/\*\.s3\./);
  });

  it('adds X-Frame-Options DENY, nosniff, Referrer-Policy and HSTS of at least a year', () => {
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'same-origin', Override: true });
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(365 * 24 * 3600);
  });
});

describe('CSRF allow-list of the Lambdas', () => {
  it('gives every HTTP Lambda APP_ORIGINS: the distribution origin, the same as APP_URL', () => {
    for (const fn of Object.values(stack.functions.http)) {
      const id = stack.getLogicalId(fn.node.defaultChild as Parameters<typeof stack.getLogicalId>[0]);
      const variables = template.toJSON().Resources[id].Properties.Environment.Variables;
      expect(variables.APP_ORIGINS, id).toBeDefined();
      expect(variables.APP_ORIGINS).toEqual(variables.APP_URL);
      expect(JSON.stringify(variables.APP_ORIGINS)).toContain('DomainName');
    }
  });
});
