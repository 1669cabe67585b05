import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../kernel/deps';
import { jobSchema, type JobArmazenado } from '../../domains/instancias/entities/job';
import type { InstanciaArmazenada } from '../../domains/instancias/entities/instancia';
import { emSegundos, lerItem, prefixoTenant } from '../chaves';
import type { TransactItem } from '../transact';
import { chaveDeOrdem, instanciaKeys, lerInstancia } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * A bulk job: pk `T#<SIGLA>#JOB#<idJob>`, sk `JOB`, one item per job, kept 30 days (expiraEm)
 * so the person can still read how it ended.
 */
export const jobKeys = {
  pk: (sigla: string, idJob: string) => `${prefixoTenant(sigla)}#JOB#${idJob}`,
  sk: () => 'JOB' as const,
};
const RETENCAO_SEGUNDOS = 30 * 24 * 3600;

const chaveJob = (sigla: string, idJob: string) => ({ pk: jobKeys.pk(sigla, idJob), sk: jobKeys.sk() });

export function inserirJobItem(deps: Deps, sigla: string, job: JobArmazenado): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: {
        ...chaveJob(sigla, job.id),
        entidade: 'JOB',
        ...job,
        expiraEm: emSegundos(new Date(job.criadoEm)) + RETENCAO_SEGUNDOS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The job (strongly consistent: a step decides from it). */
export async function buscarJob(deps: Deps, sigla: string, idJob: string): Promise<JobArmazenado | null> {
  const r = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chaveJob(sigla, idJob), ConsistentRead: true }),
  );
  return lerItem(jobSchema, r.Item);
}

export interface AvancoDoJob {
  status: JobArmazenado['status'];
  passo: number;
  cursor: string | null;
  feito: number;
  recusadosNovos: JobArmazenado['recusados'];
  totalRecusados: number;
  motivoFalha: string | null;
  atualizadoEm: string;
  /** The kind's own state, written with the mark (fase, ultimaChave, limpeza). */
  estado?: Partial<Pick<JobArmazenado, 'fase' | 'ultimaChave' | 'limpeza'>>;
}

/**
 * One transaction's mark on the job, conditioned on the state the step read (passo and lote):
 * written together with the cards it moved, so the counts are exactly the cards moved, and a
 * second run of the same transaction fails instead of moving anything twice.
 */
export function avancarJobItem(
  deps: Deps,
  sigla: string,
  lido: Pick<JobArmazenado, 'id' | 'passo' | 'lote'>,
  a: AvancoDoJob,
): TransactItem {
  const estado = Object.entries(a.estado ?? {});
  return {
    Update: {
      TableName: deps.tableName,
      Key: chaveJob(sigla, lido.id),
      UpdateExpression:
        'SET #status = :status, passo = :passoNovo, lote = :loteNovo, #cursor = :cursor, feito = :feito, ' +
        'recusados = list_append(recusados, :recusados), totalRecusados = :totalRecusados, motivoFalha = :motivoFalha, ' +
        'atualizadoEm = :atualizadoEm' +
        estado.map((_, i) => `, #e${i} = :e${i}`).join(''),
      ConditionExpression: 'passo = :passo AND lote = :lote',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#cursor': 'cursor',
        ...Object.fromEntries(estado.map(([k], i) => [`#e${i}`, k])),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(estado.map(([, v], i) => [`:e${i}`, v ?? null])),
        ':status': a.status,
        ':passoNovo': a.passo,
        ':loteNovo': lido.lote + 1,
        ':cursor': a.cursor,
        ':feito': a.feito,
        ':recusados': a.recusadosNovos,
        ':totalRecusados': a.totalRecusados,
        ':motivoFalha': a.motivoFalha,
        ':atualizadoEm': a.atualizadoEm,
        ':passo': lido.passo,
        ':lote': lido.lote,
      },
    },
  };
}

/**
 * Up to `limite` cards of a stage after a board key (from the top when null), in board order,
 * with each card's board key: ONE Query, whatever the stage size.
 */
export async function cardsDaEtapaDepoisDe(
  deps: Deps,
  sigla: string,
  idEtapa: string,
  cursor: string | null,
  limite: number,
): Promise<Array<{ card: InstanciaArmazenada; chave: string }>> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: cursor === null ? 'gsi1pk = :pk' : 'gsi1pk = :pk AND gsi1sk > :cursor',
      ExpressionAttributeValues: {
        ':pk': instanciaKeys.gsi1pk(sigla, idEtapa),
        ...(cursor === null ? {} : { ':cursor': cursor }),
      },
      Limit: limite,
    }),
  );
  return (r.Items ?? []).map((i) => {
    const card = lerInstancia(i);
    return { card, chave: chaveDeOrdem(card) };
  });
}

/**
 * The sort's snapshot: one item per card in the job's partition, sk `ORD#<sort key>\u0001<id>`,
 * so the table keeps them in the order asked and the second phase reads them page by page
 * after a cursor (ONE Query a page). A Put is idempotent: a repeated snapshot batch rewrites
 * the same items. Kept as long as the job (TTL).
 */
const PREFIXO_FOTO = 'ORD#';
const SEPARADOR_FOTO = '\u0001';

export function fotografiaItem(
  deps: Deps,
  sigla: string,
  job: Pick<JobArmazenado, 'id' | 'criadoEm'>,
  chaveOrdenacao: string,
  idInstancia: string,
): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: {
        pk: jobKeys.pk(sigla, job.id),
        sk: `${PREFIXO_FOTO}${chaveOrdenacao}${SEPARADOR_FOTO}${idInstancia}`,
        entidade: 'JOB_ORDEM',
        idInstancia,
        expiraEm: emSegundos(new Date(job.criadoEm)) + RETENCAO_SEGUNDOS,
      },
    },
  };
}

/** Up to `limite` snapshot entries after `cursor` (an entry's sk; null: from the first), in order. */
export async function fotografiaDepoisDe(
  deps: Deps,
  sigla: string,
  idJob: string,
  cursor: string | null,
  limite: number,
): Promise<Array<{ idInstancia: string; chave: string }>> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: cursor === null ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk AND sk > :cursor',
      ExpressionAttributeValues: {
        ':pk': jobKeys.pk(sigla, idJob),
        ...(cursor === null ? { ':p': PREFIXO_FOTO } : { ':cursor': cursor }),
      },
      ConsistentRead: true,
      Limit: limite,
    }),
  );
  return (r.Items ?? []).map((i) => ({ idInstancia: String(i.idInstancia), chave: String(i.sk) }));
}
