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
