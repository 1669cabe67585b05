import { describe, expect, it } from 'vitest';
import { filtrarPessoas, filtrarVariaveis } from './filtros';

const pessoas = [
  { email: 'ana@exemplo.com.br', nome: 'Ana Lúcia' },
  { email: 'bruno@exemplo.com.br', nome: 'Bruno' },
];

describe('editor suggestion lists', () => {
  it('filters people by name or e-mail ignoring accents and case', () => {
    expect(filtrarPessoas(pessoas, 'lucia').map((p) => p.nome)).toEqual(['Ana Lúcia']);
    expect(filtrarPessoas(pessoas, 'BRU').map((p) => p.nome)).toEqual(['Bruno']);
    expect(filtrarPessoas(pessoas, '')).toHaveLength(2);
  });

  it('filters variable names, a typed space standing for the underscore', () => {
    const variaveis = ['CLIENTE', 'DATA_DE_INICIO', 'VALOR_TOTAL'];
    expect(filtrarVariaveis(variaveis, 'data de')).toEqual(['DATA_DE_INICIO']);
    expect(filtrarVariaveis(variaveis, 'cli')).toEqual(['CLIENTE']);
    expect(filtrarVariaveis(variaveis, '', 2)).toEqual(['CLIENTE', 'DATA_DE_INICIO']);
  });
});
