import { describe, expect, it } from 'vitest';
import { inferirTipoColuna, inferirTiposDasColunas } from './tipoInferido';

describe('column type inferred from a CSV sample', () => {
  it.each([
    [['fulano@empresa.com.br', 'b@c.io', ''], 'email'],
    [['11.222.333/0001-81', '11222333000181'], 'cnpj'],
    [['529.982.247-25', '52998224725'], 'cpf'],
    [['(11) 98765-4321', '11 3456-7890'], 'numeroTelefone'],
    [['15/01/2024', '2024-02-29'], 'data'],
    [['R$ 1.234,50', '12,90'], 'moeda'],
    [['12', '3.5', '1.234,5'], 'number'],
    [['Fornecedor 1', '123'], 'textoCurto'],
    [['x'.repeat(300)], 'textoLongo'],
    [['', '  '], 'textoCurto'],
  ] as const)('%j is %s', (amostra, tipo) => {
    expect(inferirTipoColuna(amostra)).toBe(tipo);
  });

  it('one invalid cell keeps a column from a strict type', () => {
    expect(inferirTipoColuna(['11.222.333/0001-81', '11.222.333/0001-00'])).toBe('textoCurto');
    expect(inferirTipoColuna(['a@b.com', 'não é e-mail'])).toBe('textoCurto');
  });

  it('infers each column of the sample rows', () => {
    expect(
      inferirTiposDasColunas(
        [
          ['Acme', 'a@b.com', '10,00'],
          ['Beta', 'c@d.com'],
        ],
        3,
      ),
    ).toEqual(['textoCurto', 'email', 'moeda']);
  });
});
