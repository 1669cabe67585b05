import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../kernel/deps';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of writes in one TransactWriteItems. */
export const ESCRITAS_POR_TRANSACAO = 100;

/**
 * Reasons that mean "the state moved under us": a condition failed, or another transaction was
 * writing the same item at that moment. Both are answered the same way (re-read, re-decide).
 */
const MOTIVOS_DE_CONCORRENCIA = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/**
 * Runs repository-built writes as one DynamoDB transaction: the change, its counters and its
 * outbox event land together or not at all. Returns false when a condition failed or a
 * concurrent transaction collided (the caller turns that into its domain error or re-reads and
 * tries again); other failures throw.
 */
export async function transact(deps: Pick<AppDeps, 'db'>, items: TransactItem[]): Promise<boolean> {
  try {
    await deps.db.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (e) {
    if (
      e instanceof TransactionCanceledException &&
      e.CancellationReasons?.some((r) => MOTIVOS_DE_CONCORRENCIA.has(r.Code ?? ''))
    ) {
      return false;
    }
    throw e;
  }
}

/** Whether `escritas` writes fit one transaction (a change that must be atomic checks this first). */
export const cabeNumaTransacao = (escritas: number): boolean => escritas <= ESCRITAS_POR_TRANSACAO;

/**
 * Groups values (people, cards, groups of writes) into transactions, in their order: each batch
 * holds at most 100 writes, counting `custo(v)` per value and `fixas` more per batch (the write
 * every batch repeats, e.g. the flow item's counters). A value is never split: its writes land
 * together.
 */
export function emLotesDeTransacao<T>(valores: T[], custo: (v: T) => number, fixas = 0): T[][] {
  const limite = ESCRITAS_POR_TRANSACAO - fixas;
  const lotes: T[][] = [];
  let atual: T[] = [];
  let tamanho = 0;
  for (const v of valores) {
    const c = custo(v);
    if (c > limite) throw new Error(`${c} escritas não cabem numa transação`);
    if (tamanho + c > limite && atual.length > 0) {
      lotes.push(atual);
      atual = [];
      tamanho = 0;
    }
    atual.push(v);
    tamanho += c;
  }
  if (atual.length > 0) lotes.push(atual);
  return lotes;
}

/**
 * A change too big for one transaction, said as groups of writes in the order they must land
 * (each group atomic: its writes share a transaction). Packs them into transactions of at most
 * 100 writes and commits them one after the other; stops at the first that loses a race and
 * answers false (the ones before it stay committed, so callers order the groups to make every
 * prefix harmless, e.g. the write that makes the change visible last).
 */
export async function transactEmSequencia(deps: Pick<AppDeps, 'db'>, grupos: TransactItem[][]): Promise<boolean> {
  for (const lote of emLotesDeTransacao(grupos, (g) => g.length)) {
    if (!(await transact(deps, lote.flat()))) return false;
  }
  return true;
}
