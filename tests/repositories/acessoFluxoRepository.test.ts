import { beforeAll, describe, expect, it } from 'vitest';
import {
  buscarAcesso,
  buscarAcessosDoFluxo,
  excluirAcessoItem,
  inserirAcessoItem,
  listarAcessosDaPessoa,
  marcarFavorito,
  mudancaAcessoItem,
} from '../../functions/src/data/repositories/acessoFluxoRepository';
import { transact } from '../../functions/src/data/transact';
import { acessoDoDono } from '../../functions/src/domains/fluxos/entities/acessoFluxo';
import { chavesForaDoTenant, doisTenants, itensComMarca } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * The per-person access index (the flows a person sees) keyed by tenant and e-mail: the same
 * e-mail and flow id under tenant B list, read, favourite, change and delete nothing of tenant
 * A's, against the real DynamoDB Local.
 */

const deps = await tabelaPropria();
const { A, B, email, ids } = doisTenants();
const acessoA = acessoDoDono(ids.fluxo, email, 2);

beforeAll(async () => {
  expect(await transact(deps, [inserirAcessoItem(deps, A, acessoA)])).toBe(true);
});

describe('access index with the same e-mail and flow id in two tenants', () => {
  it("A's person sees the flow under A (so the checks below are not vacuous)", async () => {
    expect(await listarAcessosDaPessoa(deps, A, email)).toEqual([acessoA]);
  });

  it('the same e-mail under tenant B sees no flow', async () => {
    expect(await listarAcessosDaPessoa(deps, B, email)).toEqual([]);
    expect(await buscarAcesso(deps, B, email, ids.fluxo)).toBeNull();
    expect((await buscarAcessosDoFluxo(deps, B, ids.fluxo, [email])).size).toBe(0);
  });

  it("tenant B favourites, adjusts and deletes nothing of A's", async () => {
    expect(await marcarFavorito(deps, B, email, ids.fluxo, 'S')).toBe(false);
    const ajuste = { tipo: 'ajustar' as const, email, delta: 1, numEtapasLido: 2 };
    expect(await transact(deps, [mudancaAcessoItem(deps, B, ids.fluxo, ajuste)])).toBe(false);
    expect(await transact(deps, [excluirAcessoItem(deps, B, email, ids.fluxo)])).toBe(true); // a Delete of nothing

    expect(await listarAcessosDaPessoa(deps, A, email)).toEqual([acessoA]);
  });

  it("stores A's entry under A's prefix", async () => {
    const itens = await itensComMarca(deps, email.toLowerCase());
    expect(itens.map((i) => i.entidade)).toEqual(['ACESSO_FLUXO']);
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });

  it("B's entry for the same e-mail and flow lives beside A's", async () => {
    const acessoB = { ...acessoDoDono(ids.fluxo, email, 1), dono: 'N' as const };
    expect(await transact(deps, [mudancaAcessoItem(deps, B, ids.fluxo, { tipo: 'criar', acesso: acessoB })])).toBe(
      true,
    );

    expect(await listarAcessosDaPessoa(deps, A, email)).toEqual([acessoA]);
    expect(await listarAcessosDaPessoa(deps, B, email)).toEqual([acessoB]);
  });
});
