import { describe, expect, it } from 'vitest';
import { lerOrigensPermitidas, readEnvironment } from './environment';

const APP = 'http://localhost:3000';
const MINIMO = { TABLE_NAME: 't', BUCKET_ARQUIVOS: 'b', EVENT_BUS_NAME: 'e', APP_URL: APP };

describe('lerOrigensPermitidas', () => {
  it('defaults to the origin of APP_URL, path and trailing slash dropped', () => {
    expect(lerOrigensPermitidas(undefined, 'https://app.exemplo.com/workflow/')).toEqual(['https://app.exemplo.com']);
    expect(lerOrigensPermitidas('  ', 'http://localhost:3000')).toEqual([APP]);
  });

  it('reads a comma-separated APP_ORIGINS instead', () => {
    expect(lerOrigensPermitidas('http://localhost:3000, http://127.0.0.1:3000/', 'https://x')).toEqual([
      APP,
      'http://127.0.0.1:3000',
    ]);
  });
});

describe('readEnvironment', () => {
  it('reads the CloudFront origin secret once, and an empty one as none', () => {
    expect(readEnvironment({ ...MINIMO, CDN_ORIGIN_SECRET: 'abc' }).segredoDaCdn).toBe('abc');
    expect(readEnvironment({ ...MINIMO, CDN_ORIGIN_SECRET: '' }).segredoDaCdn).toBeUndefined();
    expect(readEnvironment(MINIMO).segredoDaCdn).toBeUndefined();
  });
});

describe('readEnvironment: the Google (OpenID) client', () => {
  it('is configured with an id and a secret, or a secret in Secrets Manager; Google is the default issuer', () => {
    const comSegredo = readEnvironment({ ...MINIMO, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    expect(comSegredo.googleSignInConfigurado).toBe(true);
    expect(comSegredo.google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      clientSecretArn: undefined,
      issuer: 'https://accounts.google.com',
    });
    const comArn = readEnvironment({ ...MINIMO, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET_ARN: 'arn:x' });
    expect(comArn.googleSignInConfigurado).toBe(true);
    expect(readEnvironment({ ...MINIMO, GOOGLE_ISSUER: 'http://localhost:3000/_local/oidc' }).google.issuer).toBe(
      'http://localhost:3000/_local/oidc',
    );
  });

  it('is not configured without the id or without any secret (empty counts as absent)', () => {
    expect(readEnvironment(MINIMO).googleSignInConfigurado).toBe(false);
    expect(readEnvironment({ ...MINIMO, GOOGLE_CLIENT_ID: 'id' }).googleSignInConfigurado).toBe(false);
    expect(readEnvironment({ ...MINIMO, GOOGLE_CLIENT_SECRET: 's' }).googleSignInConfigurado).toBe(false);
    expect(readEnvironment({ ...MINIMO, GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' }).googleSignInConfigurado).toBe(
      false,
    );
  });
});
