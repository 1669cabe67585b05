import { beforeAll, describe, expect, it } from 'vitest';
import { acoesRegistradas } from '../../functions/src/domains/regras/acoes';
import { dispararAcao, GRUPOS_ACOES } from './support/acoesDisparadas';
import { ambienteComDono, outraPessoa, type Pessoa } from './support/fluxos';

/**
 * The actions that change a card's data, each fired for real (tests/api/support/acoesDisparadas.ts):
 * a rule saved through the API, a person's move, the engine consuming its event; the run recorded
 * without error, numExecucoes 1, the effect read back through the API. The movement actions and
 * those that leave the product run in the two sibling files, in parallel.
 */
let dono: Pessoa;
let bruna: Pessoa;

beforeAll(async () => {
  const r = await ambienteComDono();
  dono = r.dono;
  bruna = await outraPessoa(r.amb, 'Bruna Lima');
});

describe('the three files fire every registered action', () => {
  it('covers acoesRegistradas exactly', () => {
    const cobertas = Object.values(GRUPOS_ACOES).flat().sort();
    expect(new Set(cobertas).size).toBe(cobertas.length);
    expect(cobertas).toEqual(Object.keys(acoesRegistradas).sort());
  });
});

describe.concurrent('card data actions fired by a real move', () => {
  it.each(GRUPOS_ACOES.dados)('%s', async (key) => dispararAcao(key, dono, bruna), 60_000);
});
