import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { prefixoTenant } from '../chaves';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Single-use link tokens (account activation, password recovery, invitation):
 * pk `T#<SIGLA>#TOKEN#<sha256 of the token>`, sk `<TIPO>`. The link carries the sigla, so the
 * key is tenant-first; the purpose is in the sort key, so an activation token can never be
 * presented as a reset token. Consuming is a conditional Delete inside the transaction that
 * uses the token, which makes the link single-use even under concurrent clicks.
 */
export type TipoToken = 'ATIVACAO' | 'RECUPERACAO' | 'CONVITE';

export const tokenKeys = {
  pk: (sigla: string, hash: string) => `${prefixoTenant(sigla)}#TOKEN#${hash}`,
  sk: (tipo: TipoToken) => tipo,
};

export const tokenLinkSchema = z.object({
  hash: z.string(),
  tipo: z.enum(['ATIVACAO', 'RECUPERACAO', 'CONVITE']),
  sigla: z.string(),
  usuarioId: z.string(),
  criadoEm: z.string(),
  /** Epoch seconds: TTL attribute, also checked on read and on consumption. */
  expiraEm: z.number().int(),
});
export type TokenLink = z.infer<typeof tokenLinkSchema>;

const tokenLink = entidade('TOKEN_LINK', tokenLinkSchema);

const chave = (sigla: string, tipo: TipoToken, hash: string) => ({
  pk: tokenKeys.pk(sigla, hash),
  sk: tokenKeys.sk(tipo),
});

export function criarTokenItem(deps: Deps, t: TokenLink): TransactItem {
  return tokenLink.gravar(deps, chave(t.sigla, t.tipo, t.hash), t);
}

/** The token if it exists and has not expired at `agoraSegundos`. */
export async function buscarTokenValido(
  deps: Deps,
  sigla: string,
  tipo: TipoToken,
  hash: string,
  agoraSegundos: number,
): Promise<TokenLink | null> {
  const token = await tokenLink.buscar(deps, chave(sigla, tipo, hash), { consistente: true });
  return token && token.expiraEm > agoraSegundos ? token : null;
}

/** Deletes the token in the caller's transaction; the transaction fails if it is gone or expired. */
export function consumirTokenItem(
  deps: Deps,
  t: Pick<TokenLink, 'sigla' | 'tipo' | 'hash'>,
  agoraSegundos: number,
): TransactItem {
  return tokenLink.excluir(deps, chave(t.sigla, t.tipo, t.hash), {
    existe: true,
    expressao: 'expiraEm > :agora',
    valores: { ':agora': agoraSegundos },
  });
}

/** Deletes a token whatever its state (a resent invitation drops the previous link); absent is fine. */
export function descartarTokenItem(deps: Deps, t: Pick<TokenLink, 'sigla' | 'tipo' | 'hash'>): TransactItem {
  return tokenLink.excluir(deps, chave(t.sigla, t.tipo, t.hash));
}
