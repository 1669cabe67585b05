import { beforeAll, describe, expect, it } from 'vitest';
import {
  buscarTokenApi,
  gravarFichas,
  registrarTokenApiItem,
  revogarTokenApiItem,
} from '../../functions/src/data/repositories/tokenApiRepository';
import {
  buscarTokenValido,
  consumirTokenItem,
  criarTokenItem,
  type TokenLink,
} from '../../functions/src/data/repositories/tokenRepository';
import { transact } from '../../functions/src/data/transact';
import { chavesForaDoTenant, doisTenants, itensComMarca } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * Tokens keyed by tenant: a link token (activation, password reset) and a public-API token of
 * tenant A, looked for, consumed, revoked and charged by the same hash under tenant B, against
 * the real DynamoDB Local. The hashes are shared ids: B could only reach A's by a key without the tenant.
 */

const deps = await tabelaPropria();
const { A, B, ids } = doisTenants();
const hashLink = `link-${ids.outro}`;
const hashApi = `api-${ids.outro}`;
const agora = Math.floor(Date.now() / 1000);
const linkA: TokenLink = {
  hash: hashLink,
  tipo: 'RECUPERACAO',
  sigla: A,
  usuarioId: ids.usuario,
  criadoEm: new Date().toISOString(),
  expiraEm: agora + 3600,
};

beforeAll(async () => {
  expect(
    await transact(deps, [criarTokenItem(deps, linkA), registrarTokenApiItem(deps, A, hashApi, ids.usuario)]),
  ).toBe(true);
});

describe('link and API tokens with the same hash in two tenants', () => {
  it("finds A's tokens under A (so the checks below are not vacuous)", async () => {
    expect(await buscarTokenValido(deps, A, 'RECUPERACAO', hashLink, agora)).toEqual(linkA);
    expect(await buscarTokenApi(deps, A, hashApi)).toEqual({ sigla: A, usuarioId: ids.usuario });
  });

  it('tenant B finds neither', async () => {
    expect(await buscarTokenValido(deps, B, 'RECUPERACAO', hashLink, agora)).toBeNull();
    expect(await buscarTokenApi(deps, B, hashApi)).toBeNull();
  });

  it("tenant B consumes, charges and revokes nothing of A's", async () => {
    expect(await transact(deps, [consumirTokenItem(deps, { ...linkA, sigla: B }, agora)])).toBe(false);
    expect(await gravarFichas(deps, B, hashApi, undefined, { fichas: 0, fichasEm: Date.now() })).toBe(false);
    expect(await transact(deps, [revogarTokenApiItem(deps, B, hashApi)])).toBe(true); // a Delete of nothing

    expect(await buscarTokenValido(deps, A, 'RECUPERACAO', hashLink, agora)).toEqual(linkA);
    expect(await buscarTokenApi(deps, A, hashApi)).toEqual({ sigla: A, usuarioId: ids.usuario });
  });

  it("stores A's tokens under A's prefix", async () => {
    const itens = await itensComMarca(deps, ids.outro);
    expect(itens.map((i) => i.entidade).sort()).toEqual(['TOKEN_API', 'TOKEN_LINK']);
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });

  it("A's link token consumed and API token charged under A, as they should be", async () => {
    expect(await gravarFichas(deps, A, hashApi, undefined, { fichas: 5, fichasEm: Date.now() })).toBe(true);
    expect(await transact(deps, [consumirTokenItem(deps, linkA, agora)])).toBe(true);
    expect(await buscarTokenValido(deps, A, 'RECUPERACAO', hashLink, agora)).toBeNull();
    expect(await buscarTokenApi(deps, A, hashApi)).toMatchObject({ fichas: 5 });
  });
});
