/**
 * The security headers of every answer of the product (SPA, API, developer routes), written
 * once for both places that send them: the local gateway (infra/local/httpGateway.ts) and the
 * CloudFront response-headers policy (infra/cdk/distribution.ts).
 */
export interface ContentSecurityPolicySources {
  /** Origins of the WebSocket API (ws://... locally); 'self' covers it where the browser agrees. */
  webSocket: string[];
  /** Origins of the presigned S3 URLs the SPA uploads to and downloads/previews from. */
  files: string[];
  /**
   * Vite's dev server (WEB=dev) injects inline scripts (the React refresh preamble), so dev mode
   * alone allows them; the built SPA never does.
   */
  devInlineScripts?: boolean;
}

/**
 * No inline or eval'd script; inline styles stay allowed because antd writes its CSS-in-JS into
 * <style> elements and style attributes at run time. Images also come as data: and blob: URLs
 * (previews of a chosen file), fonts as data: (antd icons are inline SVG, no web fonts).
 */
export function contentSecurityPolicy(sources: ContentSecurityPolicySources): string {
  const files = sources.files.join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', sources.devInlineScripts ? "'self' 'unsafe-inline'" : "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', `'self' data: blob: ${files}`],
    ['font-src', "'self' data:"],
    ['connect-src', `'self' ${sources.webSocket.join(' ')} ${files}`],
    ['media-src', `'self' blob: ${files}`],
    // The card modal previews a PDF attachment in a frame of its presigned URL (served inline
    // only for PDFs and raster images); no plugin content (object/embed) anywhere.
    ['frame-src', `'self' ${files}`],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`).join('; ');
}

/** Nothing of the product may be framed, sniffed, or leak its paths to other sites. */
export const REFERRER_POLICY = 'same-origin';

/** The headers the local gateway adds to every answer (HSTS is AWS-only: locally it is plain http). */
export function securityHeaders(sources: ContentSecurityPolicySources): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
  };
}
