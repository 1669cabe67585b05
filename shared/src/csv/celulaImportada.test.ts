import type { ColunaBaseDados } from '../schemas/baseDados';
import { describe, expect, it } from 'vitest';
import { campoDaColuna, normalizarData, normalizarNumero, validarCelula } from './celulaImportada';

const celula = (keyCampo: ColunaBaseDados['keyCampo'], valor: unknown) =>
  validarCelula(campoDaColuna({ id: 'c1', titulo: 'Coluna', keyCampo }), valor);

describe('cell checks of a data base column', () => {
  it.each([
    ['email', 'fulano@', 'O valor deve ser um e-mail válido'],
    ['cnpj', '11.222.333/0001-00', 'CNPJ inválido'],
    ['cpf', '123.456.789-00', 'CPF inválido'],
    ['data', '31/02/2024', 'O valor deve ser uma data válida'],
    ['data', '2024-13-01', 'O valor deve ser uma data válida'],
    ['numeroTelefone', '1234', 'Telefone inválido'],
    ['number', '12a', 'O valor deve ser um número'],
    ['moeda', 'R$ x', 'O valor deve ser um valor monetário'],
  ] as const)('%s refuses %s', (tipo, valor, erro) => {
    expect(celula(tipo, valor)).toEqual({ ok: false, erro });
  });

  it.each([
    ['email', ' Compras@Empresa.com.br ', 'compras@empresa.com.br'],
    ['cnpj', '11.222.333/0001-81', '11.222.333/0001-81'],
    ['cpf', '52998224725', '52998224725'],
    ['data', '5/3/2024', '2024-03-05'],
    ['data', '2024-03-05', '2024-03-05'],
    ['numeroTelefone', '(11) 98765-4321', '(11) 98765-4321'],
    ['number', '1.234,5', 1234.5],
    ['number', '12.5', 12.5],
    ['moeda', 'R$ 1.234,567', 1234.57],
    ['moeda', '10', 10],
    ['textoCurto', '  Acme  ', 'Acme'],
  ] as const)('%s accepts %s as %s', (tipo, valor, normalizado) => {
    expect(celula(tipo, valor)).toEqual({ ok: true, valor: normalizado });
  });

  it('accepts an empty cell as null and refuses an over-long one', () => {
    expect(celula('cnpj', '  ')).toEqual({ ok: true, valor: null });
    expect(celula('textoCurto', 'x'.repeat(1001)).ok).toBe(false);
  });

  it('reads dd/mm/aaaa dates and Brazilian numbers', () => {
    expect(normalizarData('01/12/2023')).toBe('2023-12-01');
    expect(normalizarData('2023-12-01')).toBe('2023-12-01');
    expect(normalizarNumero('1.234.567,89')).toBe('1234567.89');
    expect(normalizarNumero('-3')).toBe('-3');
  });
});
