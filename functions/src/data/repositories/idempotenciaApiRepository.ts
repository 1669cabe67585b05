import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../kernel/deps';
import { emSegundos, prefixoTenant } from '../chaves';
import { deleteItem, escrever, updateItem } from '../entidade';
import type { TransactItem } from '../transact';

/**
 * Idempotency-Key records of the public API's creates: one item per (user, key), pk
 * `T#<SIGLA>#IDEMPOTENCIA#<usuarioId>#<sha256 of the key>`, sk `IDEMPOTENCIA`, read only by its
 * full key. While the create runs it is a claim (EM_ANDAMENTO with a lease); after a success it
 * holds the answer (CONCLUIDO) until its 24 h TTL, so a retry gets the same answer and no second
 * card. A key is the caller's: another user (or tenant) with the same key never meets it.
 */
const SK = 'IDEMPOTENCIA';
export const RETENCAO_IDEMPOTENCIA_SEGUNDOS = 24 * 3600;

export interface ChaveIdempotencia {
  sigla: string;
  usuarioId: string;
  /** SHA-256 of the Idempotency-Key header. */
  hashChave: string;
}

export type ReservaIdempotencia =
  | { estado: 'reservado'; reservaId: string }
  | { estado: 'concluido'; hashPedido: string; status: number; resposta: string }
  | { estado: 'em-andamento'; hashPedido: string }
  /** The create committed (idRecurso rode in its transaction) but its answer was never kept. */
  | { estado: 'criado'; hashPedido: string; reservaId: string; idRecurso: string };

export const idempotenciaApiKeys = {
  pk: (c: ChaveIdempotencia) => `${prefixoTenant(c.sigla)}#IDEMPOTENCIA#${c.usuarioId}#${c.hashChave}`,
  sk: () => SK,
};

type Deps = Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId'>;
const chaveItem = (c: ChaveIdempotencia) => ({ pk: idempotenciaApiKeys.pk(c), sk: SK });

/**
 * Claims the key for a request (hashPedido: what the request asked). Succeeds when the key is new
 * or an earlier claim's lease ran out (its Lambda died before answering); otherwise answers what
 * the key holds, for the caller to replay, refuse a different request or report one in progress.
 */
export async function reservarIdempotencia(
  deps: Deps,
  chave: ChaveIdempotencia,
  hashPedido: string,
  prazoSegundos: number,
): Promise<ReservaIdempotencia> {
  const agora = emSegundos(deps.clock());
  const reservaId = deps.newId();
  try {
    // Raw PutItem: the only write here that needs the refused item back.
    await deps.db.send(
      new PutCommand({
        TableName: deps.tableName,
        Item: {
          ...chaveItem(chave),
          entidade: 'IDEMPOTENCIA_API',
          estado: 'EM_ANDAMENTO',
          hashPedido,
          reservaId,
          reservadoAte: agora + prazoSegundos,
          expiraEm: agora + RETENCAO_IDEMPOTENCIA_SEGUNDOS,
        },
        // A claim whose create committed (idRecurso) is never taken again: its retry answers that resource.
        ConditionExpression:
          'attribute_not_exists(pk) OR (estado = :andamento AND reservadoAte < :agora AND attribute_not_exists(idRecurso))',
        ExpressionAttributeValues: { ':andamento': 'EM_ANDAMENTO', ':agora': agora },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { estado: 'reservado', reservaId };
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    const item = e.Item ?? {};
    const hashLido = item.hashPedido?.S ?? '';
    if (item.estado?.S === 'CONCLUIDO') {
      return {
        estado: 'concluido',
        hashPedido: hashLido,
        status: Number(item.status?.N ?? 200),
        resposta: item.resposta?.S ?? 'null',
      };
    }
    const idRecurso = item.idRecurso?.S;
    if (idRecurso) return { estado: 'criado', hashPedido: hashLido, reservaId: item.reservaId?.S ?? '', idRecurso };
    return { estado: 'em-andamento', hashPedido: hashLido };
  }
}

/**
 * The write that rides in the create's own transaction: the claim records the id of what it
 * created, so a Lambda dying after the commit and before concluirIdempotencia leaves a claim that
 * names its resource (a retry answers it) instead of one a retry would take to create again.
 * Conditioned on our claim: another request that took the key over makes the create fail.
 */
export function marcarCriadoItem(
  deps: Pick<Deps, 'tableName'>,
  chave: ChaveIdempotencia,
  reservaId: string,
  idRecurso: string,
): TransactItem {
  return updateItem(deps, chaveItem(chave), { set: { idRecurso } }, { iguais: { reservaId, estado: 'EM_ANDAMENTO' } });
}

/** Keeps the answer of the claimed request for the key's retries (only our own claim). */
export async function concluirIdempotencia(
  deps: Deps,
  chave: ChaveIdempotencia,
  reservaId: string,
  status: number,
  resposta: string,
): Promise<void> {
  await escrever(
    deps,
    updateItem(deps, chaveItem(chave), { set: { estado: 'CONCLUIDO', status, resposta } }, { iguais: { reservaId } }),
  );
}

/** Drops our claim after a refused or failed create, so a retry with the same key runs again. */
export async function liberarIdempotencia(deps: Deps, chave: ChaveIdempotencia, reservaId: string): Promise<void> {
  await escrever(deps, deleteItem(deps, chaveItem(chave), { iguais: { reservaId } }));
}
