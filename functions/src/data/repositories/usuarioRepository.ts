import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { usuarioSchema, type Usuario } from '../../domains/usuarios/entities/usuario';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { buscarItem, entidade, listarItens, putSeAusente } from '../entidade';
import { lerEmLote } from '../lotes';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * User accounts. A person has one account per tenant (same e-mail, separate password and profile).
 * - Account: pk `T#<SIGLA>#USUARIO#<id>`, sk `USUARIO` — one partition per account: sessions,
 *   my-account and admin edits hit one account, never a tenant-wide hot partition.
 * - E-mail: pk `T#<SIGLA>#EMAIL#<email>`, sk `EMAIL` — the uniqueness guard of the e-mail inside
 *   the tenant (written with attribute_not_exists in the sign-up transaction) and the login lookup.
 * - gsi1 `PESSOA#<email>` / `T#<SIGLA>`: CROSS-TENANT by design — every account of one person,
 *   for listaAmbientesAcesso (one query). Only the session's own e-mail is ever queried.
 * - gsi2 `T#<SIGLA>#USUARIOS` / `<name for sorting>#<id>`: the tenant's users in name order for
 *   /admin/usuarios, without a Scan.
 */
export const usuarioKeys = {
  pk: (sigla: string, id: string) => `${prefixoTenant(sigla)}#USUARIO#${id}`,
  sk: () => 'USUARIO',
  emailPk: (sigla: string, email: string) => `${prefixoTenant(sigla)}#EMAIL#${email.toLowerCase()}`,
  emailSk: () => 'EMAIL',
  pessoaGsi1pk: (email: string) => `PESSOA#${email.toLowerCase()}`,
  pessoaGsi1sk: (sigla: string) => prefixoTenant(sigla),
  tenantGsi2pk: (sigla: string) => `${prefixoTenant(sigla)}#USUARIOS`,
  tenantGsi2sk: (nome: string, id: string) => `${nomeOrdenavel(nome)}#${id}`,
};

/** Case- and accent-insensitive order: 'Álvaro' sorts with 'alvaro'. */
const nomeOrdenavel = (nome: string): string =>
  nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const emailSchema = z.object({ usuarioId: z.string() });
const contaDaPessoaSchema = z.object({
  sigla: z.string(),
  id: z.string(),
  emailVerificadoEm: z.string().nullable().default(null),
});

const usuario = entidade('USUARIO', usuarioSchema);
const chaveUsuario = (sigla: string, id: string): ChaveItem => ({
  pk: usuarioKeys.pk(sigla, id),
  sk: usuarioKeys.sk(),
});
const chaveEmail = (sigla: string, email: string): ChaveItem => ({
  pk: usuarioKeys.emailPk(sigla, email),
  sk: usuarioKeys.emailSk(),
});

/** The account with its index attributes (gsi1: the person's tenants; gsi2: the tenant's users by name). */
const dadosComIndices = (u: Usuario) => ({
  gsi1pk: usuarioKeys.pessoaGsi1pk(u.email),
  gsi1sk: usuarioKeys.pessoaGsi1sk(u.sigla),
  gsi2pk: usuarioKeys.tenantGsi2pk(u.sigla),
  gsi2sk: usuarioKeys.tenantGsi2sk(u.nome, u.id),
  ...u,
});

export async function buscarUsuario(deps: Deps, sigla: string, id: string): Promise<Usuario | null> {
  return usuario.buscar(deps, chaveUsuario(sigla, id), { consistente: true });
}

export async function buscarUsuarioPorEmail(deps: Deps, sigla: string, email: string): Promise<Usuario | null> {
  const guarda = await buscarItem(deps, emailSchema, chaveEmail(sigla, email), { consistente: true });
  return guarda ? buscarUsuario(deps, sigla, guarda.usuarioId) : null;
}

/** Several accounts of the tenant by id (owners of a list of flows); unknown ids are skipped. */
export async function buscarUsuariosPorIds(deps: Deps, sigla: string, ids: string[]): Promise<Usuario[]> {
  const itens = await lerEmLote(
    deps,
    ids.map((id) => chaveUsuario(sigla, id)),
  );
  return itens.map(usuario.ler);
}

/** The accounts of a list of e-mails in the tenant (e-mail guards, then accounts); e-mails without one are skipped. */
export async function buscarUsuariosPorEmails(deps: Deps, sigla: string, emails: string[]): Promise<Usuario[]> {
  const guardas = await lerEmLote(
    deps,
    emails.map((e) => chaveEmail(sigla, e)),
  );
  return buscarUsuariosPorIds(
    deps,
    sigla,
    guardas.map((g) => emailSchema.parse(g).usuarioId),
  );
}

/**
 * Every user of the tenant in name order. The admin screen pages by page number with a total
 * (the API contract), so the whole (small) list is read and sliced by the service.
 */
export async function listarUsuariosDoCliente(deps: Deps, sigla: string): Promise<Usuario[]> {
  return usuario.listar(deps, { indice: 'gsi2', pk: usuarioKeys.tenantGsi2pk(sigla) });
}

/**
 * The tenants where this e-mail has an active account whose owner proved the e-mail (for
 * listaAmbientesAcesso; the switch itself re-reads the target account by its tenant's keys).
 */
export async function listarContasVerificadasDaPessoa(
  deps: Deps,
  email: string,
): Promise<{ sigla: string; usuarioId: string }[]> {
  const contas = await listarItens(deps, contaDaPessoaSchema, {
    indice: 'gsi1',
    pk: usuarioKeys.pessoaGsi1pk(email),
    prefixoSk: prefixoTenant(''),
    filtro: { expressao: 'ativo = :s', valores: { ':s': 'S' } },
    projecao: ['sigla', 'id', 'emailVerificadoEm'],
  });
  return contas.filter((c) => c.emailVerificadoEm !== null).map((c) => ({ sigla: c.sigla, usuarioId: c.id }));
}

/** A new account plus its e-mail guard: the transaction fails if the e-mail is taken in the tenant. */
export function inserirUsuarioItens(deps: Deps, u: Usuario): TransactItem[] {
  return [
    usuario.inserir(deps, chaveUsuario(u.sigla, u.id), dadosComIndices(u)),
    putSeAusente(deps, { ...chaveEmail(u.sigla, u.email), entidade: 'EMAIL_USUARIO', usuarioId: u.id }),
  ];
}

/** Saves a changed account if nobody saved it since it was read (versao), bumping the version. */
export function salvarUsuarioItem(deps: Deps, u: Usuario): TransactItem {
  return usuario.gravar(deps, chaveUsuario(u.sigla, u.id), dadosComIndices({ ...u, versao: u.versao + 1 }), {
    iguais: { versao: u.versao },
  });
}

/**
 * In the caller's transaction: the account is still an active administrator of the tenant (profile
 * 2 or 3). Two administrators deactivating each other at once both name both accounts, so
 * DynamoDB lets at most one of the two transactions through: the tenant keeps an administrator.
 */
export function conferirAdministradorAtivoItem(deps: Deps, sigla: string, id: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: deps.tableName,
      Key: chaveUsuario(sigla, id),
      ConditionExpression: 'ativo = :s AND perfilUsuario IN (:p2, :p3)',
      ExpressionAttributeValues: { ':s': 'S', ':p2': '2', ':p3': '3' },
    },
  };
}
