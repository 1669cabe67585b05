import { describe, expect, it } from 'vitest';
import { mesAtual, percentualDoOrcamento } from './usoIa';

describe('AI usage figures', () => {
  it('names the month as the usage route does', () => {
    expect(mesAtual(new Date(2026, 0, 31))).toBe('2026-01');
    expect(mesAtual(new Date(2026, 10, 1))).toBe('2026-11');
  });
  it('the share of the budget, none without a budget', () => {
    expect(percentualDoOrcamento(500, 2000)).toBe(25);
    expect(percentualDoOrcamento(2500, 2000)).toBe(125);
    expect(percentualDoOrcamento(10, 0)).toBeNull();
  });
});
