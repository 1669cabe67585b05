import { beforeAll, describe, expect, it } from 'vitest';
import {
  buscarSessao,
  excluirSessao,
  gravarSessao,
  type RegistroSessao,
} from '../../functions/src/data/repositories/sessaoRepository';
import { chavesForaDoTenant, doisTenants, itensComMarca } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * Sessions keyed by tenant: the same session id (the hash of a cookie token) under tenant B finds,
 * deletes and overwrites nothing of tenant A's session, against the real DynamoDB Local.
 */

const deps = await tabelaPropria();
const { A, B, ids } = doisTenants();
const sessaoEm = (sigla: string, usuarioId: string): RegistroSessao => ({
  sessaoId: ids.sessao,
  sigla,
  usuarioId,
  criadaEm: new Date().toISOString(),
  expiraEm: Math.floor(Date.now() / 1000) + 3600,
});
const sessaoA = sessaoEm(A, ids.usuario);

beforeAll(async () => {
  await gravarSessao(deps, sessaoA);
});

describe('sessions with the same id in two tenants', () => {
  it("finds A's session under A (so the checks below are not vacuous)", async () => {
    expect(await buscarSessao(deps, A, ids.sessao)).toEqual(sessaoA);
  });

  it("tenant B finds it not, and deleting the same id under B leaves A's", async () => {
    expect(await buscarSessao(deps, B, ids.sessao)).toBeNull();
    await excluirSessao(deps, B, ids.sessao);
    expect(await buscarSessao(deps, A, ids.sessao)).toEqual(sessaoA);
  });

  it("stores A's session under A's prefix", async () => {
    const itens = await itensComMarca(deps, ids.sessao);
    expect(itens.map((i) => i.entidade)).toEqual(['SESSAO']);
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });

  it("B's session of the same id lives beside A's, and deleting A's leaves B's", async () => {
    const sessaoB = sessaoEm(B, ids.outro);
    await gravarSessao(deps, sessaoB);
    expect(await buscarSessao(deps, A, ids.sessao)).toEqual(sessaoA);

    await excluirSessao(deps, A, ids.sessao);

    expect(await buscarSessao(deps, A, ids.sessao)).toBeNull();
    expect(await buscarSessao(deps, B, ids.sessao)).toEqual(sessaoB);
  });
});
