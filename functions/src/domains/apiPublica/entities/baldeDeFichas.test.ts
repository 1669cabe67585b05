import { describe, expect, it } from 'vitest';
import { cabecalhosDeLimite, consumirFicha } from './baldeDeFichas';

const limite = { capacidade: 3, porSegundo: 0.5, nomePolitica: 'teste' } as const;

describe('consumirFicha (token bucket)', () => {
  it('starts full, takes one token per call and refuses when empty with the wait until the next token', () => {
    let estado = {};
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      const c = consumirFicha(estado, t0, limite);
      expect(c.permitido).toBe(true);
      estado = { fichas: c.fichas, fichasEm: t0 };
    }
    const recusado = consumirFicha(estado, t0 + 500, limite);

    expect(recusado).toMatchObject({ permitido: false, esperaSegundos: 2 });
    expect(cabecalhosDeLimite(recusado, limite)).toEqual({
      'ratelimit-policy': '"teste";q=3;w=6',
      ratelimit: '"teste";r=0;t=6',
      'retry-after': '2',
    });
  });

  it('refills with time, never over the capacity', () => {
    expect(consumirFicha({ fichas: 0, fichasEm: 0 }, 2_000, limite)).toMatchObject({ permitido: true, fichas: 0 });
    expect(consumirFicha({ fichas: 0, fichasEm: 0 }, 3_600_000, limite)).toMatchObject({ permitido: true, fichas: 2 });
  });
});
