import { describe, expect, it } from 'vitest';
import { primeiroNome, saudacao } from './saudacao';

describe('saudacao', () => {
  it('says good morning from 5 to 11', () => {
    expect(saudacao(5)).toBe('Bom dia');
    expect(saudacao(11)).toBe('Bom dia');
  });

  it('says good afternoon from 12 to 17', () => {
    expect(saudacao(12)).toBe('Boa tarde');
    expect(saudacao(17)).toBe('Boa tarde');
  });

  it('says good evening from 18 to 4', () => {
    expect(saudacao(18)).toBe('Boa noite');
    expect(saudacao(0)).toBe('Boa noite');
    expect(saudacao(4)).toBe('Boa noite');
  });
});

describe('primeiroNome', () => {
  it('keeps only the first name', () => {
    expect(primeiroNome('  Maria   da Silva ')).toBe('Maria');
  });
});
