import { describe, expect, it } from 'vitest';
import { credenciaisDoHandshake } from './sessaoDoHandshake';

describe('credenciaisDoHandshake', () => {
  it("takes the tenant from ?cliente= and the token from that tenant's cookie", () => {
    const handshake = {
      headers: { Cookie: 'wf_cliente=OUTRO; wf_sessao_AVMB=tok-avmb; wf_sessao_OUTRO=tok-outro' },
      queryStringParameters: { cliente: 'avmb' },
    };
    expect(credenciaisDoHandshake(handshake)).toEqual({ sigla: 'AVMB', token: 'tok-avmb' });
  });

  it('falls back to the last-used tenant cookie', () => {
    expect(credenciaisDoHandshake({ headers: { cookie: 'wf_cliente=AVMB; wf_sessao_AVMB=tok' } })).toEqual({
      sigla: 'AVMB',
      token: 'tok',
    });
  });

  it('gives null without a session cookie for the tenant', () => {
    expect(
      credenciaisDoHandshake({
        headers: { cookie: 'wf_sessao_OUTRO=tok' },
        queryStringParameters: { cliente: 'AVMB' },
      }),
    ).toBeNull();
  });

  it('a cookie with broken %-encoding (another app of the site) does not break the handshake', () => {
    const handshake = { headers: { cookie: 'lixo=%E0%A4%A; wf_cliente=AVMB; wf_sessao_AVMB=tok; x=%ZZ' } };
    expect(credenciaisDoHandshake(handshake)).toEqual({ sigla: 'AVMB', token: 'tok' });
  });

  it('gives null when no tenant is named', () => {
    expect(credenciaisDoHandshake({ headers: { cookie: 'wf_sessao_AVMB=tok' } })).toBeNull();
  });

  it('refuses a tenant name that could not be a sigla', () => {
    expect(
      credenciaisDoHandshake({ headers: { cookie: 'wf_sessao_A;B=tok' }, queryStringParameters: { cliente: 'A;B' } }),
    ).toBeNull();
  });
});
