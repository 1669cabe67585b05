import { beforeAll, describe, expect, it } from 'vitest';
import {
  buscarUsuario,
  buscarUsuarioPorEmail,
  buscarUsuariosPorEmails,
  buscarUsuariosPorIds,
  inserirUsuarioItens,
  listarContasVerificadasDaPessoa,
  listarUsuariosDoCliente,
  salvarUsuarioItem,
} from '../../functions/src/data/repositories/usuarioRepository';
import { transact } from '../../functions/src/data/transact';
import { novoUsuario, type Usuario } from '../../functions/src/domains/usuarios/entities/usuario';
import { chavesForaDoTenant, doisTenants, itensComMarcas } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * Accounts keyed by tenant: one person (one e-mail) has one account per tenant. Tenant A's account
 * is looked for by id, by e-mail and in the tenant's list under tenant B, changed by B, and then B
 * creates its own account for the same e-mail and id, against the real DynamoDB Local.
 */

const deps = await tabelaPropria();
const { A, B, email, ids } = doisTenants();

const contaEm = (sigla: string, nome: string): Usuario =>
  novoUsuario({
    id: ids.usuario,
    sigla,
    nome,
    email,
    senhaHash: 'scrypt$teste',
    perfilUsuario: '3',
    exigeAtivacao: false,
    emailVerificado: true,
    agora: new Date(),
  });
const contaA = contaEm(A, 'Pessoa em A');

beforeAll(async () => {
  expect(await transact(deps, inserirUsuarioItens(deps, contaA))).toBe(true);
});

describe('user accounts with the same e-mail and id in two tenants', () => {
  it("finds A's account under A by id, e-mail and list (so the checks below are not vacuous)", async () => {
    expect(await buscarUsuario(deps, A, ids.usuario)).toMatchObject({ nome: 'Pessoa em A' });
    expect(await buscarUsuarioPorEmail(deps, A, email)).toMatchObject({ id: ids.usuario });
    expect((await listarUsuariosDoCliente(deps, A)).map((u) => u.id)).toEqual([ids.usuario]);
  });

  it('tenant B finds no account by the same id or e-mail, and lists none', async () => {
    expect(await buscarUsuario(deps, B, ids.usuario)).toBeNull();
    expect(await buscarUsuarioPorEmail(deps, B, email)).toBeNull();
    expect(await buscarUsuariosPorIds(deps, B, [ids.usuario])).toEqual([]);
    expect(await buscarUsuariosPorEmails(deps, B, [email])).toEqual([]);
    expect(await listarUsuariosDoCliente(deps, B)).toEqual([]);
  });

  it("tenant B changes nothing of A's account", async () => {
    expect(await transact(deps, [salvarUsuarioItem(deps, { ...contaA, sigla: B, nome: 'Tomada' })])).toBe(false);
    expect(await buscarUsuario(deps, A, ids.usuario)).toMatchObject({ nome: 'Pessoa em A', versao: 1 });
  });

  it("stores A's account and e-mail guard under A's prefix (the person's index, PESSOA#, is cross-tenant by design)", async () => {
    const itens = await itensComMarcas(deps, ids.usuario, email.toLowerCase());
    expect(itens.map((i) => i.entidade).sort()).toEqual(['EMAIL_USUARIO', 'USUARIO']);
    expect(chavesForaDoTenant(itens, A, ['gsi1pk'])).toEqual([]);
  });

  it('B signs the same e-mail up with the same id beside A: each tenant reads its own, the person lists both', async () => {
    expect(await transact(deps, inserirUsuarioItens(deps, contaEm(B, 'Pessoa em B')))).toBe(true);

    expect(await buscarUsuarioPorEmail(deps, A, email)).toMatchObject({ sigla: A, nome: 'Pessoa em A' });
    expect(await buscarUsuarioPorEmail(deps, B, email)).toMatchObject({ sigla: B, nome: 'Pessoa em B' });
    expect((await listarUsuariosDoCliente(deps, B)).map((u) => u.nome)).toEqual(['Pessoa em B']);
    expect((await listarContasVerificadasDaPessoa(deps, email)).map((c) => c.sigla).sort()).toEqual([A, B].sort());
  });
});
