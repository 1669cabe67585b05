import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { AppDeps } from '../../app/deps';
import { lerItem, prefixoTenant } from '../chaves';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/** What a failed-login counter counts: one account (e-mail) of the tenant, or one client address. */
export type AlvoTentativas = { conta: string } | { endereco: string };

/**
 * Failed-login counters of a tenant, sk `LOGIN`:
 * - per account: pk `T#<SIGLA>#TENTATIVAS#<email>` (counted for unknown e-mails too: same answer either way);
 * - per client address: pk `T#<SIGLA>#TENTATIVAS_ENDERECO#<ip>`, failures on any e-mail from it.
 * A fixed window opened by the first failure; expiraEm (epoch seconds) closes it and is the TTL,
 * so old counters vanish by themselves.
 */
export const tentativaLoginKeys = {
  pk: (sigla: string, alvo: AlvoTentativas) =>
    'conta' in alvo
      ? `${prefixoTenant(sigla)}#TENTATIVAS#${alvo.conta.toLowerCase()}`
      : `${prefixoTenant(sigla)}#TENTATIVAS_ENDERECO#${alvo.endereco}`,
  sk: () => 'LOGIN',
};

const tentativasSchema = z.object({ falhas: z.number().int(), expiraEm: z.number().int() });

const chave = (sigla: string, alvo: AlvoTentativas) => ({
  pk: tentativaLoginKeys.pk(sigla, alvo),
  sk: tentativaLoginKeys.sk(),
});

/** Failures in the current window (0 when there is none or it has closed). */
export async function contarFalhasRecentes(
  deps: Deps,
  sigla: string,
  alvo: AlvoTentativas,
  agoraSegundos: number,
): Promise<number> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chave(sigla, alvo), ConsistentRead: true }),
  );
  const t = lerItem(tentativasSchema, r.Item);
  return t && t.expiraEm > agoraSegundos ? t.falhas : 0;
}

/** Adds one failure atomically; a closed window (not yet removed by TTL) is restarted at 1. */
export async function registrarFalhaLogin(
  deps: Deps,
  sigla: string,
  alvo: AlvoTentativas,
  agoraSegundos: number,
  janelaSegundos: number,
): Promise<void> {
  const fimJanela = agoraSegundos + janelaSegundos;
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: chave(sigla, alvo),
        UpdateExpression: 'ADD falhas :um SET expiraEm = if_not_exists(expiraEm, :fim), entidade = :entidade',
        ConditionExpression: 'attribute_not_exists(pk) OR expiraEm > :agora',
        ExpressionAttributeValues: {
          ':um': 1,
          ':fim': fimJanela,
          ':agora': agoraSegundos,
          ':entidade': 'TENTATIVAS_LOGIN',
        },
      }),
    );
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    await deps.db.send(
      new PutCommand({
        TableName: deps.tableName,
        Item: { ...chave(sigla, alvo), entidade: 'TENTATIVAS_LOGIN', falhas: 1, expiraEm: fimJanela },
      }),
    );
  }
}

export async function limparFalhasLogin(deps: Deps, sigla: string, alvo: AlvoTentativas): Promise<void> {
  await deps.db.send(new DeleteCommand({ TableName: deps.tableName, Key: chave(sigla, alvo) }));
}
