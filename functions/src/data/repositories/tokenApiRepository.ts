import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { prefixoTenant } from '../chaves';
import { entidade, escrever } from '../entidade';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Lookup of a user's public-API token (header `token` of /api/v1) by its SHA-256:
 * pk `T#<SIGLA>#TOKENAPI#<sha256 of the token>`, sk `TOKENAPI`. The token itself starts with the
 * tenant's sigla (`<SIGLA>.<random>`), so even this lookup is tenant-first: no cross-tenant key.
 * The same item holds the token's rate-limit bucket (fichas, fichasEm): the read that finds the
 * token reads its bucket too, and revoking the token drops both.
 */
export const tokenApiKeys = {
  pk: (sigla: string, hash: string) => `${prefixoTenant(sigla)}#TOKENAPI#${hash}`,
  sk: () => 'TOKENAPI',
};

const tokenApiSchema = z.object({
  sigla: z.string(),
  usuarioId: z.string(),
  /** Tokens left in the bucket at fichasEm (epoch ms); absent: a full bucket. */
  fichas: z.number().optional(),
  fichasEm: z.number().optional(),
});
export type TokenApiRegistro = z.infer<typeof tokenApiSchema>;

const tokenApi = entidade('TOKEN_API', tokenApiSchema);

const chave = (sigla: string, hash: string) => ({ pk: tokenApiKeys.pk(sigla, hash), sk: tokenApiKeys.sk() });

export async function buscarTokenApi(deps: Deps, sigla: string, hash: string): Promise<TokenApiRegistro | null> {
  return tokenApi.buscar(deps, chave(sigla, hash));
}

export function registrarTokenApiItem(deps: Deps, sigla: string, hash: string, usuarioId: string): TransactItem {
  return tokenApi.inserir(deps, chave(sigla, hash), { sigla, usuarioId });
}

export const revogarTokenApiItem = (deps: Deps, sigla: string, hash: string): TransactItem =>
  tokenApi.excluir(deps, chave(sigla, hash));

/**
 * Stores the bucket as computed from the state read (`lidoEm`): false when another call of the
 * same token changed it first (the caller reads again) or the token was revoked meanwhile.
 */
export function gravarFichas(
  deps: Deps,
  sigla: string,
  hash: string,
  lidoEm: number | undefined,
  novo: { fichas: number; fichasEm: number },
): Promise<boolean> {
  const condicao =
    lidoEm === undefined
      ? { existe: true, expressao: 'attribute_not_exists(fichasEm)' }
      : { existe: true, iguais: { fichasEm: lidoEm } };
  return escrever(deps, tokenApi.atualizar(deps, chave(sigla, hash), { set: novo }, condicao));
}
