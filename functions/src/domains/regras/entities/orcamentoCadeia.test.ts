import { describe, expect, it } from 'vitest';
import { LIMITES_CADEIA, mensagensCadeia } from '@wf/shared/constants/cadeiaRegras';
import { custoDaAcao, idEventoRaiz, marcaDaAcao, mensagemDaCobranca, motivoDaRecusa } from './orcamentoCadeia';

describe('the budget of a rule chain', () => {
  it('charges every action one action, and a copy one card too', () => {
    expect(custoDaAcao('copiarCard')).toEqual({ acoes: 1, cards: 1 });
    expect(custoDaAcao('copiarCardOutroFluxo')).toEqual({ acoes: 1, cards: 1 });
    expect(custoDaAcao('moverCardOutroFluxo')).toEqual({ acoes: 1, cards: 0 });
    expect(custoDaAcao('adicionarComentario')).toEqual({ acoes: 1, cards: 0 });
  });

  it("pays from the chain's root: the event itself when a person's change fired it", () => {
    expect(idEventoRaiz({ idEvento: 'e2', idEventoRaiz: 'e1' })).toBe('e1');
    expect(idEventoRaiz({ idEvento: 'e1' })).toBe('e1');
  });

  it('marks a run with 12 hex digits, the same for every delivery', () => {
    expect(marcaDaAcao('run-1')).toMatch(/^[0-9a-f]{12}$/);
    expect(marcaDaAcao('run-1')).toBe(marcaDaAcao('run-1'));
    expect(marcaDaAcao('run-1')).not.toBe(marcaDaAcao('run-2'));
  });

  it('tells a run already charged from a chain past its actions or cards', () => {
    const limites = { acoesPorCadeia: 3, cardsPorCadeia: 1 };
    const copia = { acoes: 1, cards: 1 };
    const outra = { acoes: 1, cards: 0 };
    expect(motivoDaRecusa({ acoes: 3, cards: 1, marcas: ['m'] }, 'm', copia, limites)).toBe('repetida');
    expect(motivoDaRecusa({ acoes: 3, cards: 0, marcas: [] }, 'm', outra, limites)).toBe('limiteAcoes');
    expect(motivoDaRecusa({ acoes: 1, cards: 1, marcas: [] }, 'm', copia, limites)).toBe('limiteCards');
    // Room left for an action that creates no card, though no more copies.
    expect(motivoDaRecusa({ acoes: 1, cards: 1, marcas: [] }, 'm', outra, limites)).toBeNull();
  });

  it('stops the rule with a pt-BR reason only when over a limit', () => {
    expect(mensagemDaCobranca('cobrada')).toBeNull();
    expect(mensagemDaCobranca('repetida')).toBeNull();
    expect(mensagemDaCobranca('limiteAcoes')).toBe(mensagensCadeia.limiteAcoes);
    expect(mensagemDaCobranca('limiteCards')).toBe(mensagensCadeia.limiteCards);
    expect(mensagensCadeia.limiteCards).toContain(String(LIMITES_CADEIA.cardsPorCadeia));
  });
});
