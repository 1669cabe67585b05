import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { prefixoTenant } from '../../functions/src/data/chaves';
import type { depsDaTabela } from './tabela';

/**
 * The standard fixture of the repositories' isolation tests: two fresh tenants and what a careless
 * key would make them share — the SAME person (one e-mail, a user in both) and the SAME ids (a
 * flow, a stage, a card, a user, a session... of one tenant reused by the other). A test writes
 * under A, then reads, lists, changes and deletes by the same ids / e-mail under B, and reads A's
 * items back raw (itensComMarca) to see every key carry A's prefix.
 */
export interface DoisTenants {
  /** Two fresh siglas (upper case, as the keys hold them). */
  A: string;
  B: string;
  /** One person's e-mail, used in both tenants (mixed case: the keys lower it). */
  email: string;
  /** Ids used as they are in both tenants. */
  ids: { fluxo: string; etapa: string; card: string; usuario: string; sessao: string; outro: string };
}

const siglaNova = () => `R${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export function doisTenants(): DoisTenants {
  return {
    A: siglaNova(),
    B: siglaNova(),
    email: `Mesma.Pessoa.${randomUUID().slice(0, 8)}@Dois.Example`,
    ids: {
      fluxo: randomUUID(),
      etapa: randomUUID(),
      card: randomUUID(),
      usuario: randomUUID(),
      sessao: randomUUID(),
      outro: randomUUID(),
    },
  };
}

type Deps = ReturnType<typeof depsDaTabela>;
export type ItemCru = Record<string, unknown>;

const ATRIBUTOS_DE_CHAVE = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'] as const;

/**
 * Every item of the table holding `marca` (a fresh id or e-mail) in a key or index key, read raw
 * with a consistent Scan, past every key builder: whatever key a (broken) builder made, the item
 * is found. The comparison is case-sensitive: pass the marca as the keys store it.
 */
export async function itensComMarca(deps: Deps, marca: string): Promise<ItemCru[]> {
  const filtro = ATRIBUTOS_DE_CHAVE.map((a) => `contains(${a}, :m)`).join(' OR ');
  const itens: ItemCru[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await deps.db.send(
      // eslint-disable-next-line no-restricted-syntax -- a test reading the table raw, past every key builder
      new ScanCommand({
        TableName: deps.tableName,
        FilterExpression: filtro,
        ExpressionAttributeValues: { ':m': marca },
        ConsistentRead: true,
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

/** itensComMarca of several marcas (an id, an e-mail...), each item once. */
export async function itensComMarcas(deps: Deps, ...marcas: string[]): Promise<ItemCru[]> {
  const porChave = new Map<string, ItemCru>();
  for (const marca of marcas)
    for (const i of await itensComMarca(deps, marca)) porChave.set(`${String(i.pk)}\u0000${String(i.sk)}`, i);
  return [...porChave.values()];
}

const PARTICOES = ['pk', 'gsi1pk', 'gsi2pk', 'gsi3pk'];

/** The partition keys (pk and the indexes' pks) of these items, but the attributes named in `exceto`. */
export const chavesDeParticao = (itens: ItemCru[], exceto: string[] = []): string[] =>
  itens.flatMap((i) => PARTICOES.filter((k) => k in i && !exceto.includes(k)).map((k) => String(i[k])));

/**
 * The partition keys of these items that do not start with the tenant's prefix (expected: none).
 * `exceto` names an index documented as cross-tenant by design (docs/data-model.md), e.g. the
 * accounts' gsi1pk `PESSOA#<email>`.
 */
export const chavesForaDoTenant = (itens: ItemCru[], sigla: string, exceto: string[] = []): string[] =>
  chavesDeParticao(itens, exceto).filter(
    (k) => !k.startsWith(`${prefixoTenant(sigla)}#`) && k !== prefixoTenant(sigla),
  );
