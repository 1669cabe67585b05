import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { aceitaHttpInseguro, motivoDoErro } from './provedorOidc';

describe('aceitaHttpInseguro', () => {
  it('allows plain http only for a loopback issuer (the local stand-in)', () => {
    expect(aceitaHttpInseguro('http://localhost:3000/_local/oidc')).toBe(true);
    expect(aceitaHttpInseguro('http://127.0.0.1:3000/_local/oidc')).toBe(true);
    expect(aceitaHttpInseguro('https://accounts.google.com')).toBe(false);
    expect(aceitaHttpInseguro('http://accounts.google.com')).toBe(false);
    expect(aceitaHttpInseguro('http://localhost.exemplo.com')).toBe(false);
  });
});

describe('motivoDoErro', () => {
  it('tells a refusal at the provider, an answer that did not verify, and an unreachable provider apart', () => {
    const params = new URLSearchParams({ error: 'access_denied' });
    expect(motivoDoErro(new oidc.AuthorizationResponseError('recusado', { cause: params }))).toBe('recusado');
    expect(motivoDoErro(new oidc.ClientError('unexpected JWT "nonce" claim value'))).toBe('invalido');
    expect(motivoDoErro(new TypeError('fetch failed'))).toBe('indisponivel');
  });
});
