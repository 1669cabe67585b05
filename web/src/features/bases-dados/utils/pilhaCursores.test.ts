import { describe, expect, it } from 'vitest';
import { avancar, cursorAtual, paginaAtual, PILHA_INICIAL, voltar } from './pilhaCursores';

describe('pilhaCursores', () => {
  it('goes forward with the next cursor and back to the one it came from', () => {
    const p2 = avancar(PILHA_INICIAL, 'c2');
    const p3 = avancar(p2, 'c3');
    expect([paginaAtual(p3), cursorAtual(p3)]).toEqual([3, 'c3']);
    expect(cursorAtual(voltar(p3))).toBe('c2');
    expect(cursorAtual(voltar(voltar(p3)))).toBeUndefined();
    expect(voltar(PILHA_INICIAL)).toBe(PILHA_INICIAL);
    expect(avancar(p2, null)).toBe(p2);
  });
});
