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
    const nomes = (busca: string, limite?: number) => filtrarVariaveis(variaveis, busca, limite).map((v) => v.nome);
    expect(nomes('data de')).toEqual(['DATA_DE_INICIO']);
    expect(nomes('cli')).toEqual(['CLIENTE']);
    expect(nomes('', 2)).toEqual(['CLIENTE', 'DATA_DE_INICIO']);
  });

  it('offers every variable, not the first eight, and finds one by its description', () => {
    const variaveis = Array.from({ length: 19 }, (_, i) => ({ nome: `CAMPO_${i}`, descricao: `Campo número ${i}` }));
    expect(filtrarVariaveis(variaveis, '')).toHaveLength(19);
    expect(filtrarVariaveis([...variaveis, { nome: 'card.titulo', descricao: 'Título do card' }], 'titulo')).toEqual([
      { nome: 'card.titulo', descricao: 'Título do card' },
    ]);
    expect(filtrarVariaveis(variaveis, 'numero 1').map((v) => v.nome)).toEqual([
      'CAMPO_1',
      'CAMPO_10',
      'CAMPO_11',
      'CAMPO_12',
      'CAMPO_13',
      'CAMPO_14',
      'CAMPO_15',
      'CAMPO_16',
      'CAMPO_17',
      'CAMPO_18',
    ]);
  });
});
