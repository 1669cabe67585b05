import { describe, expect, it } from 'vitest';
import { CABECALHO_ENDERECO_CLIENTE, CABECALHO_SEGREDO_CDN, enderecoDoCliente } from './enderecoDoCliente';

const EDGE = '130.176.1.1';
const SEGREDO = '3f6c1a2e-0b7d-11ef-9c1a-0a1b2c3d4e5f';

const via = (headers: Record<string, string>, segredo: string | undefined = SEGREDO) =>
  enderecoDoCliente(headers, EDGE, segredo);

describe('enderecoDoCliente', () => {
  it("takes the viewer's address CloudFront sends with the secret, IPv4 or IPv6", () => {
    expect(via({ [CABECALHO_SEGREDO_CDN]: SEGREDO, [CABECALHO_ENDERECO_CLIENTE]: '203.0.113.7' })).toBe('203.0.113.7');
    expect(via({ [CABECALHO_SEGREDO_CDN]: SEGREDO, [CABECALHO_ENDERECO_CLIENTE]: '2001:db8::7' })).toBe('2001:db8::7');
  });

  it('ignores an address claimed without the secret or with a wrong one (a call straight to execute-api)', () => {
    expect(via({ [CABECALHO_ENDERECO_CLIENTE]: '203.0.113.7' })).toBe(EDGE);
    expect(via({ [CABECALHO_SEGREDO_CDN]: 'chute', [CABECALHO_ENDERECO_CLIENTE]: '203.0.113.7' })).toBe(EDGE);
    expect(via({ [CABECALHO_SEGREDO_CDN]: '', [CABECALHO_ENDERECO_CLIENTE]: '203.0.113.7' })).toBe(EDGE);
  });

  it('never reads the header when no secret is configured (the local runtime)', () => {
    expect(via({ [CABECALHO_SEGREDO_CDN]: '', [CABECALHO_ENDERECO_CLIENTE]: '203.0.113.7' }, undefined)).toBe(EDGE);
    expect(via({ [CABECALHO_SEGREDO_CDN]: '', [CABECALHO_ENDERECO_CLIENTE]: '203.0.113.7' }, '')).toBe(EDGE);
  });

  it('keeps sourceIp when the address is missing or not an IP', () => {
    expect(via({ [CABECALHO_SEGREDO_CDN]: SEGREDO })).toBe(EDGE);
    expect(via({ [CABECALHO_SEGREDO_CDN]: SEGREDO, [CABECALHO_ENDERECO_CLIENTE]: 'qualquer-coisa' })).toBe(EDGE);
    expect(via({ [CABECALHO_SEGREDO_CDN]: SEGREDO, [CABECALHO_ENDERECO_CLIENTE]: '203.0.113.7, 10.0.0.1' })).toBe(EDGE);
  });
});
