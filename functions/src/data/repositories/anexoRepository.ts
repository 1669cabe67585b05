import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { anexoSchema, type AnexoArmazenado } from '../../domains/cards/entities/anexo';
import { uploadPendenteSchema, type UploadPendente } from '../../domains/cards/entities/uploadPendente';
import { emSegundos, prefixoTenant } from '../chaves';
import { buscarItem, entidade } from '../entidade';
import { transact, type TransactItem } from '../transact';
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

const anexo = entidade('ANEXO', anexoSchema);
const upload = entidade('UPLOAD_PENDENTE', uploadPendenteSchema);
const uploadComValidadeSchema = uploadPendenteSchema.extend({ expiraEm: z.number().optional() });

const chaveAnexo = (sigla: string, idInstancia: string, id: string) => ({
  pk: instanciaKeys.pk(sigla, idInstancia),
  sk: anexoKeys.sk(id),
});
const chaveUpload = (sigla: string, idAnexo: string) => ({
  pk: anexoKeys.uploadPk(sigla, idAnexo),
  sk: anexoKeys.uploadSk(),
});

export async function listarAnexosDoCard(deps: Deps, sigla: string, idInstancia: string): Promise<AnexoArmazenado[]> {
  return anexo.listar(deps, {
    pk: instanciaKeys.pk(sigla, idInstancia),
    prefixoSk: anexoKeys.prefixoSk(),
    consistente: true,
  });
}

/**
 * Gives an attachment its public link's secret, only if it still exists and has none (two people
 * asking at once get the same link: the loser re-reads). false when the condition failed.
 */
export async function definirHashPublicoDoAnexo(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  id: string,
  hashPublico: string,
): Promise<boolean> {
  return transact(deps, [
    anexo.atualizar(
      deps,
      chaveAnexo(sigla, idInstancia, id),
      { set: { hashPublico } },
      { existe: true, expressao: 'attribute_not_exists(hashPublico)' },
    ),
  ]);
}

export async function buscarAnexo(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  id: string,
): Promise<AnexoArmazenado | null> {
  return anexo.buscar(deps, chaveAnexo(sigla, idInstancia, id), { consistente: true });
}

export function inserirAnexoItem(deps: Deps, sigla: string, a: AnexoArmazenado): TransactItem {
  return anexo.inserir(deps, chaveAnexo(sigla, a.idInstancia, a.id), a);
}

/** A form field's attachment becomes an ordinary card attachment (a rule's moverAnexoFormulario). */
export function tirarAnexoDoCampoItem(
  deps: Deps,
  sigla: string,
  a: Pick<AnexoArmazenado, 'idInstancia' | 'id' | 'nomeVariavel'>,
): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveAnexo(sigla, a.idInstancia, a.id),
      UpdateExpression: 'REMOVE #v',
      ConditionExpression: 'attribute_exists(pk) AND #v = :v',
      ExpressionAttributeNames: { '#v': 'nomeVariavel' },
      ExpressionAttributeValues: { ':v': a.nomeVariavel },
    },
  };
}

export function excluirAnexoItem(
  deps: Deps,
  sigla: string,
  a: Pick<AnexoArmazenado, 'idInstancia' | 'id'>,
): TransactItem {
  return anexo.excluir(deps, chaveAnexo(sigla, a.idInstancia, a.id), { existe: true });
}

export async function buscarUploadPendente(
  deps: Deps,
  sigla: string,
  idAnexo: string,
  agora: Date,
): Promise<UploadPendente | null> {
  const item = await buscarItem(deps, uploadComValidadeSchema, chaveUpload(sigla, idAnexo), { consistente: true });
  // TTL deletion may lag: an expired grant is treated as gone.
  if (!item || (item.expiraEm !== undefined && item.expiraEm < emSegundos(agora))) return null;
  const { expiraEm: _validade, ...pendente } = item;
  return pendente;
}

export function inserirUploadPendenteItem(deps: Deps, sigla: string, u: UploadPendente, agora: Date): TransactItem {
  return upload.inserir(deps, chaveUpload(sigla, u.idAnexo), {
    ...u,
    expiraEm: emSegundos(agora) + VIDA_UPLOAD_SEGUNDOS,
  });
}

/** Consumes the grant (the confirmation's transaction): fails if it was consumed meanwhile. */
export function consumirUploadPendenteItem(deps: Deps, sigla: string, idAnexo: string): TransactItem {
  return upload.excluir(deps, chaveUpload(sigla, idAnexo), { existe: true });
}
