import { describe, expect, it } from 'vitest';
import { rotuloDoTotal } from './formatos';

describe('rotuloDoTotal', () => {
  it('counts records without a search and matches with one', () => {
    expect(rotuloDoTotal({ total: 1234 }, false)).toBe('1.234 registro(s)');
    expect(rotuloDoTotal({ total: 3, totalAproximado: false }, true)).toBe('3 encontrado(s)');
  });

  it('says "cerca de" when the server only estimated the matches', () => {
    expect(rotuloDoTotal({ total: 100000, totalAproximado: true }, true)).toBe('cerca de 100.000 encontrado(s)');
  });
});
