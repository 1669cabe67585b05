import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../app/deps';
import {
  anexoSchema,
  uploadPendenteSchema,
  type AnexoArmazenado,
  type UploadPendente,
} from '../../domains/cards/entities/anexo';
import { emSegundos, lerItem, prefixoTenant } from '../chaves';
import { consultarTudo } from '../consultas';
import type { TransactItem } from '../transact';
import { instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Attachment metadata (the bytes are in S3, anexoStorage):
 *   pk `T#<SIGLA>#CARD#<idCard>`, sk `ANEXO#<id>`: an attachment of the card (the card's list is
 *     one Query of the prefix);
 *   pk `T#<SIGLA>#UPLOAD#<idAnexo>`, sk `UPLOAD`: an upload granted and not yet confirmed, with
 *     what was declared. Its own partition because the public form confirms an upload by its id
 *     alone (the anonymous sender never learns more). It expires (TTL) an hour after the grant;
 *     the presigned URL itself lives 10 minutes. Confirmation deletes it in the same transaction
 *     that writes the attachment, so one upload is confirmed once.
 */
export const anexoKeys = {
  sk: (id: string) => `ANEXO#${id}`,
  prefixoSk: () => 'ANEXO#',
  uploadPk: (sigla: string, idAnexo: string) => `${prefixoTenant(sigla)}#UPLOAD#${idAnexo}`,
  uploadSk: () => 'UPLOAD',
};

const VIDA_UPLOAD_SEGUNDOS = 3600;

const chaveAnexo = (sigla: string, idInstancia: string, id: string) => ({
  pk: instanciaKeys.pk(sigla, idInstancia),
  sk: anexoKeys.sk(id),
});
const chaveUpload = (sigla: string, idAnexo: string) => ({
  pk: anexoKeys.uploadPk(sigla, idAnexo),
  sk: anexoKeys.uploadSk(),
});

export async function listarAnexosDoCard(deps: Deps, sigla: string, idInstancia: string): Promise<AnexoArmazenado[]> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
    ExpressionAttributeValues: { ':pk': instanciaKeys.pk(sigla, idInstancia), ':a': anexoKeys.prefixoSk() },
    ConsistentRead: true,
  });
  return itens.map((i) => anexoSchema.parse(i));
}

export async function buscarAnexo(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  id: string,
): Promise<AnexoArmazenado | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chaveAnexo(sigla, idInstancia, id), ConsistentRead: true }),
  );
  return lerItem(anexoSchema, r.Item);
}

export function inserirAnexoItem(deps: Deps, sigla: string, a: AnexoArmazenado): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: { ...chaveAnexo(sigla, a.idInstancia, a.id), entidade: 'ANEXO', ...a },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function excluirAnexoItem(
  deps: Deps,
  sigla: string,
  a: Pick<AnexoArmazenado, 'idInstancia' | 'id'>,
): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: chaveAnexo(sigla, a.idInstancia, a.id),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

export async function buscarUploadPendente(
  deps: Deps,
  sigla: string,
  idAnexo: string,
  agora: Date,
): Promise<UploadPendente | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chaveUpload(sigla, idAnexo), ConsistentRead: true }),
  );
  // TTL deletion may lag: an expired grant is treated as gone.
  if (r.Item && typeof r.Item.expiraEm === 'number' && r.Item.expiraEm < emSegundos(agora)) return null;
  return lerItem(uploadPendenteSchema, r.Item);
}

export function inserirUploadPendenteItem(deps: Deps, sigla: string, u: UploadPendente, agora: Date): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: {
        ...chaveUpload(sigla, u.idAnexo),
        entidade: 'UPLOAD_PENDENTE',
        ...u,
        expiraEm: emSegundos(agora) + VIDA_UPLOAD_SEGUNDOS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Consumes the grant (the confirmation's transaction): fails if it was consumed meanwhile. */
export function consumirUploadPendenteItem(deps: Deps, sigla: string, idAnexo: string): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: chaveUpload(sigla, idAnexo),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}
