import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { prefixoTenant } from '../chaves';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Password-link e-mails sent to one address of a tenant (reset and repeated sign-up), counted in
 * a fixed window opened by the first one: pk `T#<SIGLA>#ENVIOS_LINK_SENHA#<email>`, sk `JANELA`.
 * expiraEm (epoch seconds) closes the window and is the TTL.
 */
export const envioLinkSenhaKeys = {
  pk: (sigla: string, email: string) => `${prefixoTenant(sigla)}#ENVIOS_LINK_SENHA#${email.toLowerCase()}`,
  sk: () => 'JANELA',
};

const contagemSchema = z.object({ envios: z.number().int() });

/** Counts one more e-mail atomically and answers the count in the window, this one included. */
export async function contarEnvioLinkSenha(
  deps: Deps,
  sigla: string,
  email: string,
  agoraSegundos: number,
  janelaSegundos: number,
): Promise<number> {
  const Key = { pk: envioLinkSenhaKeys.pk(sigla, email), sk: envioLinkSenhaKeys.sk() };
  const fimJanela = agoraSegundos + janelaSegundos;
  try {
    const r = await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key,
        UpdateExpression: 'ADD envios :um SET expiraEm = if_not_exists(expiraEm, :fim), entidade = :entidade',
        ConditionExpression: 'attribute_not_exists(pk) OR expiraEm > :agora',
        ExpressionAttributeValues: {
          ':um': 1,
          ':fim': fimJanela,
          ':agora': agoraSegundos,
          ':entidade': 'ENVIOS_LINK_SENHA',
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return contagemSchema.parse(r.Attributes).envios;
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    // The window closed (the item waits for its TTL): a new one starts with this e-mail.
    await deps.db.send(
      new PutCommand({
        TableName: deps.tableName,
        Item: { ...Key, entidade: 'ENVIOS_LINK_SENHA', envios: 1, expiraEm: fimJanela },
      }),
    );
    return 1;
  }
}
