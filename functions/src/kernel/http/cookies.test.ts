import { describe, expect, it } from 'vitest';
import { lerCookies, siglaDaRequisicao } from './cookies';

describe('lerCookies', () => {
  it('reads the pairs of the header and of the event, %-decoded', () => {
    expect(lerCookies(['wf_cliente=AVMB'], 'wf_sessao_AVMB=a%2Bb%3D; outro = x ')).toEqual({
      wf_cliente: 'AVMB',
      wf_sessao_AVMB: 'a+b=',
      outro: 'x',
    });
  });

  it('skips a pair with broken %-encoding and keeps the others', () => {
    expect(lerCookies(['x=%E0%A4%A', 'wf_cliente=AVMB'], 'y=%ZZ; wf_sessao_AVMB=tok; z=%')).toEqual({
      wf_cliente: 'AVMB',
      wf_sessao_AVMB: 'tok',
    });
  });

  it('skips pairs without a name or without "="', () => {
    expect(lerCookies(undefined, '=v; semIgual; ; a=1')).toEqual({ a: '1' });
  });

  it('a broken cookie does not hide the tenant of the request', () => {
    const cookies = lerCookies(undefined, 'lixo=%E0%A4%A; wf_cliente=acme');
    expect(siglaDaRequisicao({}, cookies)).toBe('ACME');
  });
});

describe('siglaDaRequisicao', () => {
  const cookies = { wf_cliente: 'OUTRO' };

  it('a read names its tenant in X-Cliente, else in the last-used cookie (a reload, the handshake)', () => {
    expect(siglaDaRequisicao({ 'x-cliente': 'avmb' }, cookies)).toBe('AVMB');
    expect(siglaDaRequisicao({}, cookies)).toBe('OUTRO');
  });

  it('a state-changing request names it in X-Cliente only: the cookie is never borrowed', () => {
    expect(siglaDaRequisicao({ 'x-cliente': 'avmb' }, cookies, true)).toBe('AVMB');
    expect(siglaDaRequisicao({}, cookies, true)).toBeUndefined();
  });

  it('ignores a tenant that is not a sigla', () => {
    expect(siglaDaRequisicao({ 'x-cliente': 'a b' }, {})).toBeUndefined();
    expect(siglaDaRequisicao({}, { wf_cliente: 'x'.repeat(21) })).toBeUndefined();
  });
});
