import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { prefixoTenant } from '../chaves';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Lookup of a user's public-API token (header `token` of /api/v1):
 * pk `T#<SIGLA>#TOKENAPI#<sha256 of the token>`, sk `TOKENAPI`. The token itself starts with the
 * tenant's sigla (`<SIGLA>.<random>`), so even this lookup is tenant-first: no cross-tenant key.
 */
export const tokenApiKeys = {
  pk: (sigla: string, hash: string) => `${prefixoTenant(sigla)}#TOKENAPI#${hash}`,
  sk: () => 'TOKENAPI',
};

const tokenApiSchema = z.object({ sigla: z.string(), usuarioId: z.string() });

const tokenApi = entidade('TOKEN_API', tokenApiSchema);

const chave = (sigla: string, hash: string) => ({ pk: tokenApiKeys.pk(sigla, hash), sk: tokenApiKeys.sk() });

export async function buscarDonoDoTokenApi(
  deps: Deps,
  sigla: string,
  hash: string,
): Promise<{ sigla: string; usuarioId: string } | null> {
  return tokenApi.buscar(deps, chave(sigla, hash));
}

export function registrarTokenApiItem(deps: Deps, sigla: string, hash: string, usuarioId: string): TransactItem {
  return tokenApi.inserir(deps, chave(sigla, hash), { sigla, usuarioId });
}

export const revogarTokenApiItem = (deps: Deps, sigla: string, hash: string): TransactItem =>
  tokenApi.excluir(deps, chave(sigla, hash));
