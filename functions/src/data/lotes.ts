import { BatchGetCommand, BatchWriteCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../kernel/deps';
import type { ChaveItem } from './chaves';

export type { ChaveItem };

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

// DynamoDB's limits: BatchGetItem reads at most 100 keys, BatchWriteItem writes at most 25.
const LEITURAS_POR_LOTE = 100;
const EXCLUSOES_POR_LOTE = 25;
const MAX_TENTATIVAS = 10;

const espera = (tentativa: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** tentativa)));

/**
 * Reads many items by key, 100 per BatchGetItem, retrying what DynamoDB left unprocessed.
 * Missing keys are simply absent from the answer (in no particular order).
 */
export async function lerEmLote(
  deps: Deps,
  chaves: ChaveItem[],
  consistente = false,
): Promise<Record<string, unknown>[]> {
  const unicas = [...new Map(chaves.map((c) => [`${c.pk}\u0000${c.sk}`, { pk: c.pk, sk: c.sk }])).values()];
  const itens: Record<string, unknown>[] = [];
  for (let i = 0; i < unicas.length; i += LEITURAS_POR_LOTE) {
    let pendentes: Record<string, unknown>[] | undefined = unicas.slice(i, i + LEITURAS_POR_LOTE);
    for (let tentativa = 0; pendentes && pendentes.length > 0; tentativa++) {
      if (tentativa >= MAX_TENTATIVAS) throw new Error('DynamoDB não processou a leitura em lote');
      if (tentativa > 0) await espera(tentativa);
      const r: BatchGetCommandOutput = await deps.db.send(
        new BatchGetCommand({ RequestItems: { [deps.tableName]: { Keys: pendentes, ConsistentRead: consistente } } }),
      );
      itens.push(...(r.Responses?.[deps.tableName] ?? []));
      pendentes = r.UnprocessedKeys?.[deps.tableName]?.Keys;
    }
  }
  return itens;
}

/**
 * Deletes many items without conditions, 25 per BatchWriteItem, retrying what DynamoDB left
 * unprocessed. For clean-ups of items nothing points at any more (a deleted flow's leftovers);
 * changes that must land together use transact().
 */
export async function excluirEmLote(deps: Deps, chaves: ChaveItem[]): Promise<void> {
  for (let i = 0; i < chaves.length; i += EXCLUSOES_POR_LOTE) {
    let pendentes = chaves
      .slice(i, i + EXCLUSOES_POR_LOTE)
      .map((c) => ({ DeleteRequest: { Key: { pk: c.pk, sk: c.sk } } }));
    for (let tentativa = 0; pendentes.length > 0; tentativa++) {
      if (tentativa >= MAX_TENTATIVAS) throw new Error('DynamoDB não processou as exclusões em lote');
      if (tentativa > 0) await espera(tentativa);
      const r = await deps.db.send(new BatchWriteCommand({ RequestItems: { [deps.tableName]: pendentes } }));
      pendentes = (r.UnprocessedItems?.[deps.tableName] ?? []) as typeof pendentes;
    }
  }
}

/**
 * Puts many items without conditions, 25 per BatchWriteItem and `emParalelo` requests at a time,
 * retrying what DynamoDB left unprocessed. For writes whose keys make a repetition harmless (the
 * same item written again), e.g. an import's rows.
 */
export async function gravarEmLote(deps: Deps, itens: Record<string, unknown>[], emParalelo = 4): Promise<void> {
  const grupos: Record<string, unknown>[][] = [];
  for (let i = 0; i < itens.length; i += EXCLUSOES_POR_LOTE) grupos.push(itens.slice(i, i + EXCLUSOES_POR_LOTE));
  const gravar = async (grupo: Record<string, unknown>[]) => {
    let pendentes = grupo.map((Item) => ({ PutRequest: { Item } }));
    for (let tentativa = 0; pendentes.length > 0; tentativa++) {
      if (tentativa >= MAX_TENTATIVAS) throw new Error('DynamoDB não processou as gravações em lote');
      if (tentativa > 0) await espera(tentativa);
      const r = await deps.db.send(new BatchWriteCommand({ RequestItems: { [deps.tableName]: pendentes } }));
      pendentes = (r.UnprocessedItems?.[deps.tableName] ?? []) as typeof pendentes;
    }
  };
  for (let i = 0; i < grupos.length; i += emParalelo) await Promise.all(grupos.slice(i, i + emParalelo).map(gravar));
}
