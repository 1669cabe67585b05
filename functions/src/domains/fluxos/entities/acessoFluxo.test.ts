import { describe, expect, it } from 'vitest';
import { acessoDoDono, planejarAcessos, somarDeltas, type AcessoFluxo } from './acessoFluxo';

const pessoa = (email: string, numEtapas: number): AcessoFluxo => ({
  idFluxo: 'f',
  email,
  dono: 'N',
  numEtapas,
  favorito: 'N',
});

describe('planejarAcessos (the per-person access index)', () => {
  it("creates the entry of a person's first authorisation and counts him", () => {
    expect(planejarAcessos('f', new Map(), new Map([['p@x.com', 1]]))).toEqual({
      mudancas: [{ tipo: 'criar', acesso: pessoa('p@x.com', 1) }],
      deltaPessoas: 1,
    });
  });

  it('adjusts the count of a person who keeps some access', () => {
    const atuais = new Map([['p@x.com', pessoa('p@x.com', 3)]]);
    expect(planejarAcessos('f', atuais, new Map([['p@x.com', -2]]))).toEqual({
      mudancas: [{ tipo: 'ajustar', email: 'p@x.com', delta: -2, numEtapasLido: 3 }],
      deltaPessoas: 0,
    });
  });

  it('removes the entry of a person left without any authorisation', () => {
    const atuais = new Map([['p@x.com', pessoa('p@x.com', 1)]]);
    expect(planejarAcessos('f', atuais, new Map([['p@x.com', -1]]))).toEqual({
      mudancas: [{ tipo: 'remover', email: 'p@x.com', numEtapasLido: 1 }],
      deltaPessoas: -1,
    });
  });

  it("keeps the owner's entry whatever happens to his authorisations", () => {
    const atuais = new Map([['d@x.com', acessoDoDono('f', 'd@x.com', 1)]]);
    expect(planejarAcessos('f', atuais, new Map([['d@x.com', -1]])).mudancas).toEqual([
      { tipo: 'ajustar', email: 'd@x.com', delta: -1, numEtapasLido: 1 },
    ]);
  });

  it('sums the deltas of one person (copying his authorisation to several stages)', () => {
    expect(
      somarDeltas([
        ['a', 1],
        ['b', 1],
        ['a', 1],
      ]),
    ).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
  });
});
