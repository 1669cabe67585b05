import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { clienteSchema, type Cliente } from '../../domains/clientes/entities/cliente';
import { prefixoTenant } from '../chaves';
import { buscarItem, entidade, putSeAusente } from '../entidade';
import { lerEmLote } from '../lotes';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The tenant item and its tokenCliente lookup.
 * - Tenant: pk `T#<SIGLA>`, sk `CLIENTE` — the root of the tenant's key space.
 * - Lookup: pk `TOKENCLIENTE#<token>`, sk `TOKENCLIENTE`. CROSS-TENANT by design: public calls
 *   (login, sign-up, forgot password) name the tenant only by its public token, so the token
 *   must lead to the sigla before any tenant-first key can be built. It holds the sigla only.
 */
export const clienteKeys = {
  pk: (sigla: string) => prefixoTenant(sigla),
  sk: () => 'CLIENTE',
  tokenPk: (token: string) => `TOKENCLIENTE#${token}`,
  tokenSk: () => 'TOKENCLIENTE',
};

const lookupTokenSchema = z.object({ sigla: z.string() });

const cliente = entidade('CLIENTE', clienteSchema);
const chaveCliente = (sigla: string) => ({ pk: clienteKeys.pk(sigla), sk: clienteKeys.sk() });

export async function buscarClientePorSigla(deps: Deps, sigla: string): Promise<Cliente | null> {
  return cliente.buscar(deps, chaveCliente(sigla));
}

export async function buscarClientePorToken(deps: Deps, token: string): Promise<Cliente | null> {
  const lookup = await buscarItem(deps, lookupTokenSchema, {
    pk: clienteKeys.tokenPk(token),
    sk: clienteKeys.tokenSk(),
  });
  return lookup ? buscarClientePorSigla(deps, lookup.sigla) : null;
}

/** The tenants of a person's memberships (alternar-ambiente list); unknown siglas are skipped. */
export async function buscarClientesPorSiglas(deps: Deps, siglas: string[]): Promise<Cliente[]> {
  const itens = await lerEmLote(deps, siglas.map(chaveCliente));
  return itens.map(cliente.ler);
}

/** A new tenant and its token lookup; both refuse to overwrite (sigla and token are unique). */
export function criarClienteItens(deps: Deps, c: Cliente): TransactItem[] {
  return [
    cliente.inserir(deps, chaveCliente(c.sigla), c),
    putSeAusente(deps, {
      pk: clienteKeys.tokenPk(c.token),
      sk: clienteKeys.tokenSk(),
      entidade: 'TOKENCLIENTE',
      sigla: c.sigla,
    }),
  ];
}

/** Saves a changed tenant if nobody saved it since it was read (versao), bumping the version. */
export function salvarClienteItem(deps: Deps, c: Cliente): TransactItem {
  return cliente.gravar(deps, chaveCliente(c.sigla), { ...c, versao: c.versao + 1 }, { iguais: { versao: c.versao } });
}
