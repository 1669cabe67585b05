import { describe, expect, it } from 'vitest';
import { caminhoOpcoesDaSessao } from './basesDados';

const campo = { nomeVariavel: 'FORNECEDOR', vinculoDataBase: { idDataBase: 'b 1', idColuna: 'nome' } };

describe('caminhoOpcoesDaSessao', () => {
  it('names the stage and the field the person fills, so the server serves a bound column only', () => {
    expect(caminhoOpcoesDaSessao(campo, 'forn', 'e1')).toBe(
      '/datasources/b%201/opcoes?coluna=nome&busca=forn&idEtapa=e1&campo=FORNECEDOR',
    );
  });

  it('names no field outside a stage form (the base’s editors only)', () => {
    expect(caminhoOpcoesDaSessao(campo, '', undefined)).toBe('/datasources/b%201/opcoes?coluna=nome');
  });

  it('asks the next page of options by its cursor', () => {
    expect(caminhoOpcoesDaSessao(campo, 'forn', undefined, 'abc')).toBe(
      '/datasources/b%201/opcoes?coluna=nome&busca=forn&cursor=abc',
    );
  });
});
