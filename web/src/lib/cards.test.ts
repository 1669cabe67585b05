import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { dividirAvatares, errosDeMovimentacao, estaVencido, progressoChecklist, venceEmBreve } from './cards';

const hoje = new Date(2025, 5, 15, 10, 30);

describe('estaVencido', () => {
  it('is overdue when the due date is before today', () => {
    expect(estaVencido('2025-06-14', hoje)).toBe(true);
  });
  it('is not overdue on the due date itself nor after it', () => {
    expect(estaVencido('2025-06-15', hoje)).toBe(false);
    expect(estaVencido('2025-06-16', hoje)).toBe(false);
  });
  it('is never overdue without a due date', () => {
    expect(estaVencido(null, hoje)).toBe(false);
  });
});

describe('venceEmBreve', () => {
  it('counts today up to seven days ahead', () => {
    expect(venceEmBreve('2025-06-15', hoje)).toBe(true);
    expect(venceEmBreve('2025-06-22', hoje)).toBe(true);
    expect(venceEmBreve('2025-06-23', hoje)).toBe(false);
    expect(venceEmBreve('2025-06-10', hoje)).toBe(false);
  });
});

describe('dividirAvatares', () => {
  it('shows three people and counts the rest as +N', () => {
    expect(dividirAvatares(['a', 'b', 'c', 'd', 'e'])).toEqual({ visiveis: ['a', 'b', 'c'], restantes: 2 });
  });
  it('has no +N up to three people', () => {
    expect(dividirAvatares(['a', 'b', 'c'])).toEqual({ visiveis: ['a', 'b', 'c'], restantes: 0 });
    expect(dividirAvatares([])).toEqual({ visiveis: [], restantes: 0 });
  });
});

describe('progressoChecklist', () => {
  it('is complete only when every item is checked', () => {
    expect(progressoChecklist(3, 0)).toMatchObject({ total: 3, completo: true, percentual: 100 });
    expect(progressoChecklist(1, 2)).toMatchObject({ total: 3, completo: false, percentual: 33 });
    expect(progressoChecklist(0, 0)).toMatchObject({ total: 0, completo: false });
  });
});

describe('errosDeMovimentacao', () => {
  it('reads the per-card errors of a blocked move', () => {
    const erro = new ApiError(422, {
      mensagem: 'Erros ao movimentar cards',
      tipo: 'EErrosMovimentacao',
      erros: [{ idInstancia: 'c1', descricao: 'Card 1', erros: ['Campo CPF é obrigatório!'] }],
    } as never);
    expect(errosDeMovimentacao(erro)).toEqual([
      { idInstancia: 'c1', descricao: 'Card 1', erros: ['Campo CPF é obrigatório!'] },
    ]);
  });
  it('is null for other failures', () => {
    expect(errosDeMovimentacao(new ApiError(403, { mensagem: 'Sem acesso', tipo: 'EAcessoNegado' }))).toBeNull();
    expect(errosDeMovimentacao(new Error('x'))).toBeNull();
  });
});
