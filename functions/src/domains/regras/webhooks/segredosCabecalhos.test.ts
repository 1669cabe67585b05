import { describe, expect, it } from 'vitest';
import {
  abrir,
  abrirSelados,
  ehSelado,
  mascaraDoSelado,
  mascararSelados,
  redigirSegredos,
  selar,
  selarSecretos,
} from './segredosCabecalhos';

const CHAVE = 'chave-de-teste-com-mais-de-32-caracteres!';

describe('sealed header values', () => {
  it('seal and open under the tenant; another tenant cannot open them', () => {
    const selado = selar(CHAVE, 'ACME', 'Bearer abcdefgh1234');
    expect(ehSelado(selado)).toBe(true);
    expect(selado).not.toContain('abcdefgh');
    expect(abrir(CHAVE, 'ACME', selado)).toBe('Bearer abcdefgh1234');
    expect(() => abrir(CHAVE, 'OUTRO', selado)).toThrow();
    expect(mascaraDoSelado(selado)).toBe('••••••1234');
    expect(mascaraDoSelado(selar(CHAVE, 'ACME', 'curto'))).toBe('••••••');
  });

  it('only secret headers are sealed, once; opening gives back what was sealed', () => {
    const selados = selarSecretos(CHAVE, 'ACME', { authorization: 'Token abc', 'x-origem': 'workflow' });
    expect(ehSelado(selados.authorization!)).toBe(true);
    expect(selados['x-origem']).toBe('workflow');
    expect(selarSecretos(CHAVE, 'ACME', selados)).toEqual(selados);
    expect(abrirSelados(CHAVE, 'ACME', selados)).toEqual({ authorization: 'Token abc', 'x-origem': 'workflow' });
    expect(mascararSelados({ cabecalhos: selados, lista: [selados.authorization] })).toEqual({
      cabecalhos: { authorization: '••••••', 'x-origem': 'workflow' },
      lista: ['••••••'],
    });
  });

  it('a receiver echoing the secrets has them masked in what is recorded', () => {
    const enviados = { authorization: 'Bearer abcdefgh1234', 'x-api-key': 'k123456', 'x-origem': 'workflow' };
    const eco =
      '{"authorization":"Bearer abcdefgh1234","token":"abcdefgh1234","x-api-key":"k123456","x-origem":"workflow"}';
    expect(redigirSegredos(eco, enviados)).toBe(
      '{"authorization":"••••••","token":"••••••","x-api-key":"••••••","x-origem":"workflow"}',
    );
  });
});
