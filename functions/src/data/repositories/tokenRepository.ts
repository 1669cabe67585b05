import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { lerItem, prefixoTenant } from '../chaves';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Single-use link tokens (account activation, password recovery):
 * pk `T#<SIGLA>#TOKEN#<sha256 of the token>`, sk `<TIPO>`. The link carries the sigla, so the
 * key is tenant-first; the purpose is in the sort key, so an activation token can never be
 * presented as a reset token. Consuming is a conditional Delete inside the transaction that
 * uses the token, which makes the link single-use even under concurrent clicks.
 */
export type TipoToken = 'ATIVACAO' | 'RECUPERACAO';

export const tokenKeys = {
  pk: (sigla: string, hash: string) => `${prefixoTenant(sigla)}#TOKEN#${hash}`,
  sk: (tipo: TipoToken) => tipo,
};

export const tokenLinkSchema = z.object({
  hash: z.string(),
  tipo: z.enum(['ATIVACAO', 'RECUPERACAO']),
  sigla: z.string(),
  usuarioId: z.string(),
  criadoEm: z.string(),
  /** Epoch seconds: TTL attribute, also checked on read and on consumption. */
  expiraEm: z.number().int(),
});
export type TokenLink = z.infer<typeof tokenLinkSchema>;

const chave = (sigla: string, tipo: TipoToken, hash: string) => ({
  pk: tokenKeys.pk(sigla, hash),
  sk: tokenKeys.sk(tipo),
});

export function criarTokenItem(deps: Deps, t: TokenLink): TransactItem {
  return {
    Put: { TableName: deps.tableName, Item: { ...chave(t.sigla, t.tipo, t.hash), entidade: 'TOKEN_LINK', ...t } },
  };
}

/** The token if it exists and has not expired at `agoraSegundos`. */
export async function buscarTokenValido(
  deps: Deps,
  sigla: string,
  tipo: TipoToken,
  hash: string,
  agoraSegundos: number,
): Promise<TokenLink | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chave(sigla, tipo, hash), ConsistentRead: true }),
  );
  const token = lerItem(tokenLinkSchema, r.Item);
  return token && token.expiraEm > agoraSegundos ? token : null;
}

/** Deletes the token in the caller's transaction; the transaction fails if it is gone or expired. */
export function consumirTokenItem(
  deps: Deps,
  t: Pick<TokenLink, 'sigla' | 'tipo' | 'hash'>,
  agoraSegundos: number,
): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: chave(t.sigla, t.tipo, t.hash),
      ConditionExpression: 'attribute_exists(pk) AND expiraEm > :agora',
      ExpressionAttributeValues: { ':agora': agoraSegundos },
    },
  };
}
