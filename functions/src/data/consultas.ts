import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../kernel/deps';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/** Every page of a Query (for partitions known to be small: one flow's items, one person's flows). */
export async function consultarTudo(
  deps: Deps,
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Record<string, unknown>[]> {
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await deps.db.send(new QueryCommand({ TableName: deps.tableName, ...input, ExclusiveStartKey: inicio }));
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

/**
 * An UpdateExpression's SET part for plain attributes, with placeholder names and values (so
 * attribute names never clash with DynamoDB's reserved words).
 */
export function expressaoSet(
  mudancas: Record<string, unknown>,
  prefixo = 'm',
): {
  partes: string[];
  nomes: Record<string, string>;
  valores: Record<string, unknown>;
} {
  const partes: string[] = [];
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = {};
  Object.entries(mudancas).forEach(([campo, valor], i) => {
    if (valor === undefined) return;
    nomes[`#${prefixo}${i}`] = campo;
    valores[`:${prefixo}${i}`] = valor;
    partes.push(`#${prefixo}${i} = :${prefixo}${i}`);
  });
  return { partes, nomes, valores };
}
