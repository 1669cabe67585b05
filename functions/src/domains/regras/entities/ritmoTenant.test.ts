import { describe, expect, it } from 'vitest';
import { admitidosNaJanela, atrasoDoAdiamento, decidirRitmo, janelaDoRitmo, LIMITES_RITMO_REGRAS } from './ritmoTenant';

const limites = { eventosPorJanela: 4, janelaSegundos: 10, adiamentoMaximoSegundos: 60 };
const em = (segundos: number) => new Date(Date.UTC(2026, 0, 1) + segundos * 1000);

describe("a tenant's pace on the rules engine", () => {
  it('is generous for people and bounded for storms', () => {
    expect(LIMITES_RITMO_REGRAS.eventosPorJanela / LIMITES_RITMO_REGRAS.janelaSegundos).toBe(30);
    // One deferral never longer than SQS's 15-minute delay a record would otherwise wait.
    expect(LIMITES_RITMO_REGRAS.adiamentoMaximoSegundos).toBeLessThanOrEqual(900);
  });

  it('counts fixed windows: the same for every instant of one, the next one after its end', () => {
    const a = janelaDoRitmo(em(0), limites);
    expect(janelaDoRitmo(em(9.999), limites)).toEqual(a);
    expect(janelaDoRitmo(em(10), limites).numero).toBe(a.numero + 1);
    expect(a.fimMs).toBe(em(10).getTime());
  });

  it('admits what fits the window, never less than none', () => {
    expect(admitidosNaJanela(3, 0, 4)).toBe(3);
    expect(admitidosNaJanela(3, 2, 4)).toBe(2);
    expect(admitidosNaJanela(3, 4, 4)).toBe(0);
    // A counter above the limit (a lowered limit) admits nothing, not a negative count.
    expect(admitidosNaJanela(3, 9, 4)).toBe(0);
  });

  it('defers to the end of the window, then at the pace of the window, up to the cap', () => {
    // 3 s into the window: the first deferred comes back at its end, 7 s from now.
    expect(atrasoDoAdiamento(em(3), 1, limites)).toBe(7);
    // The pace is 4 per 10 s: one every 2.5 s after the window's end.
    expect(atrasoDoAdiamento(em(3), 2, limites)).toBe(10);
    expect(atrasoDoAdiamento(em(3), 5, limites)).toBe(17);
    // Never past the cap, never less than a second (the window's last instant).
    expect(atrasoDoAdiamento(em(3), 1000, limites)).toBe(60);
    expect(atrasoDoAdiamento(em(9.9995), 1, limites)).toBe(1);
  });

  it("runs a tenant's first events now and defers the rest, each at its place in the backlog", () => {
    const d = decidirRitmo(['a', 'b', 'c', 'd'], 1, 3, em(0), limites);
    expect(d.agora).toEqual(['a']);
    expect(d.adiados).toEqual([
      { evento: 'b', segundos: atrasoDoAdiamento(em(0), 3, limites) },
      { evento: 'c', segundos: atrasoDoAdiamento(em(0), 4, limites) },
      { evento: 'd', segundos: atrasoDoAdiamento(em(0), 5, limites) },
    ]);
    expect(decidirRitmo(['a', 'b'], 2, 1, em(0), limites)).toEqual({ agora: ['a', 'b'], adiados: [] });
  });
});
