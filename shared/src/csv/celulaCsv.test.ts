import { describe, expect, it } from 'vitest';
import { celulaCsv, desfazerNeutralizacao, neutralizarFormula } from './celulaCsv';

describe('neutralizarFormula', () => {
  it('quotes every text a spreadsheet would read as a formula', () => {
    for (const ataque of [
      '=HYPERLINK("http://x","clique")',
      "=cmd|' /C calc'!A0",
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
    ])
      expect(neutralizarFormula(ataque)).toBe(`'${ataque}`);
  });

  it('leaves ordinary texts and plain negative numbers as they are', () => {
    for (const texto of ['Fornecedor 1', '', ' - ', '10', '1.5', '-5', '-5.25', '-1.234,56', 'a=b', "'já citado"])
      expect(neutralizarFormula(texto)).toBe(texto);
  });

  it('quotes a phone with a leading +, so the sheet keeps it as text', () => {
    expect(neutralizarFormula('+55 11 99999-9999')).toBe("'+55 11 99999-9999");
    expect(neutralizarFormula('+5511999999999')).toBe("'+5511999999999");
  });
});

describe('celulaCsv', () => {
  it('writes numbers as text, empty for null and undefined, and neutralises', () => {
    expect([celulaCsv(null), celulaCsv(undefined), celulaCsv(-5), celulaCsv(2.5), celulaCsv('=1+1')]).toEqual([
      '',
      '',
      '-5',
      '2.5',
      "'=1+1",
    ]);
  });
});

describe('desfazerNeutralizacao', () => {
  it('round-trips what the export quoted and keeps any other leading quote', () => {
    for (const original of [
      '=SOMA(1;2)',
      '+55 11 99999-9999',
      '-5',
      '@x',
      'texto',
      "'citado",
      "''=dupla",
      "'=já citada",
    ])
      expect(desfazerNeutralizacao(neutralizarFormula(original))).toBe(original);
    expect(desfazerNeutralizacao("'citado")).toBe("'citado");
    expect(neutralizarFormula("'=já citada")).toBe("''=já citada");
  });
});
