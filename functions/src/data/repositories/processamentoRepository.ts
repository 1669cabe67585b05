import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../kernel/deps';
import { emSegundos, prefixoTenant } from '../chaves';
import { deleteItem, escrever, putItem } from '../entidade';

/**
 * Idempotency records of event consumers: one item per (consumer, event), so a redelivered
 * event is recognised. pk `T#<SIGLA>#PROCESSADO#<consumidor>#<idEvento>`, sk `PROCESSADO`: the
 * pair is only ever read by its full key, so it spreads over partitions. While a consumer works
 * the item is a claim (EM_ANDAMENTO, with a lease); after success it is CONCLUIDO and is kept
 * longer than any redelivery can come (stream retention 24 h, EventBridge retries 6 h).
 */
const RETENCAO_SEGUNDOS = 7 * 24 * 3600;
const SK = 'PROCESSADO';

export interface ChaveProcessamento {
  sigla: string;
  consumidor: string;
  idEvento: string;
}

export type ResultadoReserva =
  { estado: 'reservado'; reservaId: string } | { estado: 'concluido' } | { estado: 'em-andamento' };

export const processamentoKeys = {
  pk: (c: ChaveProcessamento) => `${prefixoTenant(c.sigla)}#PROCESSADO#${c.consumidor}#${c.idEvento}`,
  sk: () => SK,
};

type Deps = Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId'>;

/**
 * Claims the event for this consumer. Succeeds when nobody has it, or when an earlier claim's
 * lease ran out (its Lambda died); otherwise says whether the event is done or still being done.
 */
export async function reservarProcessamento(
  deps: Deps,
  chave: ChaveProcessamento,
  prazoSegundos: number,
): Promise<ResultadoReserva> {
  const agora = emSegundos(deps.clock());
  const reservaId = deps.newId();
  try {
    // Raw PutItem: the only write that needs the refused item back (ReturnValuesOnConditionCheckFailure).
    await deps.db.send(
      new PutCommand({
        TableName: deps.tableName,
        Item: {
          pk: processamentoKeys.pk(chave),
          sk: SK,
          entidade: 'PROCESSAMENTO',
          estado: 'EM_ANDAMENTO',
          reservaId,
          reservadoAte: agora + prazoSegundos,
          expiraEm: agora + RETENCAO_SEGUNDOS,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR (estado = :andamento AND reservadoAte < :agora)',
        ExpressionAttributeValues: { ':andamento': 'EM_ANDAMENTO', ':agora': agora },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { estado: 'reservado', reservaId };
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    return e.Item?.estado?.S === 'CONCLUIDO' ? { estado: 'concluido' } : { estado: 'em-andamento' };
  }
}

export async function concluirProcessamento(deps: Deps, chave: ChaveProcessamento): Promise<void> {
  const agora = deps.clock();
  await escrever(
    deps,
    putItem(deps, {
      pk: processamentoKeys.pk(chave),
      sk: SK,
      entidade: 'PROCESSAMENTO',
      estado: 'CONCLUIDO',
      concluidoEm: agora.toISOString(),
      expiraEm: emSegundos(agora) + RETENCAO_SEGUNDOS,
    }),
  );
}

/** Deletes the claim if the condition holds; a claim that is gone or no longer matches is left alone. */
async function excluirReservaSe(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  chave: ChaveProcessamento,
  condicao: Record<string, string>,
): Promise<void> {
  await escrever(deps, deleteItem(deps, { pk: processamentoKeys.pk(chave), sk: SK }, { iguais: condicao }));
}

/**
 * Drops this consumer's own claim after a failure, so the retry need not wait for the lease.
 * Another delivery that took over after our lease ran out holds a claim that is not ours to drop.
 */
export const liberarProcessamento = (deps: Deps, chave: ChaveProcessamento, reservaId: string): Promise<void> =>
  excluirReservaSe(deps, chave, { reservaId });

/**
 * Drops a claim still in progress, whoever took it; a finished one stays. Only for a caller that
 * knows the claim's holder is dead: the local runtime, whose consumers all ran in the process that
 * crashed, resuming the deliveries that process left unfinished.
 */
export const descartarReservaEmAndamento = (
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  chave: ChaveProcessamento,
): Promise<void> => excluirReservaSe(deps, chave, { estado: 'EM_ANDAMENTO' });
