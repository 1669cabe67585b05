import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import {
  comentarioSchema,
  momentoDoComentario,
  type ComentarioArmazenado,
} from '../../domains/cards/entities/comentario';
import { lerItem } from '../chaves';
import type { TransactItem } from '../transact';
import { instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Comments, in the card's collection: pk `T#<SIGLA>#CARD#<idCard>`, sk `COMENTARIO#<iso>#<id>`.
 * The creation time leads the sort key so the modal's newest-first pages (20 at a time) are ONE
 * Query backwards with Limit, resumed by a cursor; the id starts with the same time in epoch ms,
 * so a comment named by its id alone is one Get.
 */
export const comentarioKeys = {
  sk: (iso: string, id: string) => `COMENTARIO#${iso}#${id}`,
  prefixoSk: () => 'COMENTARIO#',
};

function skDoId(id: string): string | null {
  const momento = momentoDoComentario(id);
  return momento ? comentarioKeys.sk(momento.toISOString(), id) : null;
}

export async function buscarComentario(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  id: string,
): Promise<ComentarioArmazenado | null> {
  const sk = skDoId(id);
  if (!sk) return null;
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: instanciaKeys.pk(sigla, idInstancia), sk },
      ConsistentRead: true,
    }),
  );
  return lerItem(comentarioSchema, r.Item);
}

const cursorSchema = z.object({ sk: z.string().startsWith('COMENTARIO#').max(300) });

/** The cursor the client gets back: the sort key of the last comment of the page (base64url JSON). */
const paraCursor = (sk: string): string => Buffer.from(JSON.stringify({ sk })).toString('base64url');

function doCursor(cursor: string | undefined): string | null {
  if (!cursor) return null;
  try {
    const r = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return r.success ? r.data.sk : null;
  } catch {
    return null;
  }
}

/**
 * A page of the card's comments, newest first. A cursor is only ever a sort key inside THIS card's
 * partition (the pk is rebuilt from the session's tenant and the card), so a forged cursor cannot
 * reach other items. An invalid cursor reads from the start.
 */
export async function paginaDeComentarios(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  limite: number,
  cursor?: string,
): Promise<{ itens: ComentarioArmazenado[]; proximoCursor: string | null }> {
  const pk = instanciaKeys.pk(sigla, idInstancia);
  const inicio = doCursor(cursor);
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
      ExpressionAttributeValues: { ':pk': pk, ':c': comentarioKeys.prefixoSk() },
      ScanIndexForward: false,
      Limit: limite,
      ExclusiveStartKey: inicio ? { pk, sk: inicio } : undefined,
    }),
  );
  const ultimo = r.LastEvaluatedKey?.sk;
  return {
    itens: (r.Items ?? []).map((i) => comentarioSchema.parse(i)),
    proximoCursor: typeof ultimo === 'string' ? paraCursor(ultimo) : null,
  };
}

export function inserirComentarioItem(deps: Deps, sigla: string, c: ComentarioArmazenado): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: {
        pk: instanciaKeys.pk(sigla, c.idInstancia),
        sk: comentarioKeys.sk(c.dataHoraAlteracao, c.id),
        entidade: 'COMENTARIO',
        ...c,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Deletes a comment still written by this author and not by the system (the rule checked again on write). */
export function excluirComentarioItem(deps: Deps, sigla: string, c: ComentarioArmazenado): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: { pk: instanciaKeys.pk(sigla, c.idInstancia), sk: comentarioKeys.sk(c.dataHoraAlteracao, c.id) },
      ConditionExpression: 'emailUsuario = :autor AND geradoPeloSistema = :n',
      ExpressionAttributeValues: { ':autor': c.emailUsuario, ':n': 'N' },
    },
  };
}
