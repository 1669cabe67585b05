import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const endpoints = inject('endpoints');

/** What every answer of the local gateway must carry, as CloudFront's policy adds it in AWS. */
function expectSecurityHeaders(response: Response): string {
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  return csp;
}

describe('security headers of the local gateway', () => {
  it('are on an API answer, with the Lambda answer still uncached', async () => {
    const response = await fetch(`${baseUrl}/api/cliente/AVMB`);

    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('are on an API error and on a path nothing serves', async () => {
    expectSecurityHeaders(await fetch(`${baseUrl}/api/nada`));
    expectSecurityHeaders(await fetch(`${baseUrl}/outra-coisa`));
  });

  it('are on the SPA path, letting it reach the API, the WebSocket and the S3 presigned URLs only', async () => {
    const csp = expectSecurityHeaders(await fetch(`${baseUrl}/workflow/login/AVMB`));

    const [, ...connect] = (csp.split('; ').find((d) => d.startsWith('connect-src ')) ?? '').split(' ');
    const wsOrigin = new URL(endpoints.webSocket).origin.replace(/^http/, 'ws');
    const wsOther = wsOrigin.replace('localhost', '127.0.0.1');
    expect(connect).toEqual(expect.arrayContaining(["'self'", wsOrigin, endpoints.s3]));
    expect(connect.every((source) => ["'self'", wsOrigin, wsOther, endpoints.s3].includes(source))).toBe(true);
    expect(csp).toContain(`img-src 'self' data: blob: ${endpoints.s3}`);
    expect(csp).toContain(`frame-src 'self' ${endpoints.s3};`);
  });
});
