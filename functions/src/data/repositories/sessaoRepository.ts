import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { lerItem, prefixoTenant } from '../chaves';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Sessions: pk `T#<SIGLA>#SESSAO#<sha256 of the cookie token>`, sk `SESSAO`. The tenant comes
 * first, so a token presented under another tenant's cookie finds nothing; the raw token is
 * never stored. expiraEm (epoch seconds) is the table's TTL and is also checked on read, since
 * TTL deletion may lag.
 */
export const sessaoKeys = {
  pk: (sigla: string, sessaoId: string) => `${prefixoTenant(sigla)}#SESSAO#${sessaoId}`,
  sk: () => 'SESSAO',
};

export const registroSessaoSchema = z.object({
  sessaoId: z.string(),
  sigla: z.string(),
  usuarioId: z.string(),
  criadaEm: z.string(),
  expiraEm: z.number().int(),
});
export type RegistroSessao = z.infer<typeof registroSessaoSchema>;

const itemSessao = (s: RegistroSessao) => ({
  pk: sessaoKeys.pk(s.sigla, s.sessaoId),
  sk: sessaoKeys.sk(),
  entidade: 'SESSAO',
  ...s,
});
const chave = (sigla: string, sessaoId: string) => ({ pk: sessaoKeys.pk(sigla, sessaoId), sk: sessaoKeys.sk() });

export async function buscarSessao(deps: Deps, sigla: string, sessaoId: string): Promise<RegistroSessao | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chave(sigla, sessaoId), ConsistentRead: true }),
  );
  return lerItem(registroSessaoSchema, r.Item);
}

export async function gravarSessao(deps: Deps, s: RegistroSessao): Promise<void> {
  await deps.db.send(new PutCommand({ TableName: deps.tableName, Item: itemSessao(s) }));
}

export async function excluirSessao(deps: Deps, sigla: string, sessaoId: string): Promise<void> {
  await deps.db.send(new DeleteCommand({ TableName: deps.tableName, Key: chave(sigla, sessaoId) }));
}

export const gravarSessaoItem = (deps: Deps, s: RegistroSessao): TransactItem => ({
  Put: { TableName: deps.tableName, Item: itemSessao(s) },
});

export const excluirSessaoItem = (deps: Deps, sigla: string, sessaoId: string): TransactItem => ({
  Delete: { TableName: deps.tableName, Key: chave(sigla, sessaoId) },
});
