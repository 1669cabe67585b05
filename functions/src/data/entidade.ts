import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../kernel/deps';
import type { ChaveItem } from './chaves';
import { consultarTudo } from './consultas';
import type { TransactItem } from './transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;
type Item = Record<string, unknown>;

/**
 * The entity helper: the Get / Query / Put / Update / Delete blocks every repository used to
 * repeat, written once. Repositories keep building their own keys (`xxxKeys`, the single-table
 * layout of docs/data-model.md) and pass them in; this file only turns keys, conditions and
 * changes into DynamoDB requests and parses what comes back with the entity's zod schema, so a
 * stored item that drifted from its schema fails loudly at the read, not later in a service.
 *
 * Writes are built as TransactItems (to join a transaction) and run alone with `escrever` when
 * they need no company: one way to write an item, whether it travels alone or with its event.
 */

/** What a write requires of the stored item; every part given must hold. */
export interface Condicao {
  /** true: the item must exist (an update never creates); false: it must not (put-if-absent). */
  existe?: boolean;
  /** Attributes that must still hold these values (the state the change was decided on, e.g. versao). */
  iguais?: Record<string, unknown>;
  /** Anything else, in DynamoDB's syntax with its own `:placeholders` (no `#` names needed). */
  expressao?: string;
  valores?: Record<string, unknown>;
}

/** An Update's changes; attributes with undefined values are left alone. */
export interface Mudanca {
  set?: Record<string, unknown>;
  /** SET only when the attribute is absent (if_not_exists), e.g. a window's end. */
  setSeAusente?: Record<string, unknown>;
  /** Atomic additions (counters). */
  add?: Record<string, number | undefined>;
}

interface Expressao {
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** Placeholders for attribute names and values, so no attribute clashes with a reserved word. */
class Nomes {
  readonly nomes: Record<string, string> = {};
  readonly valores: Record<string, unknown> = {};
  private n = 0;
  par(campo: string, valor: unknown): [string, string] {
    const i = this.n++;
    this.nomes[`#e${i}`] = campo;
    this.valores[`:e${i}`] = valor;
    return [`#e${i}`, `:e${i}`];
  }
  expressao<E extends Pick<Expressao, 'ConditionExpression' | 'UpdateExpression'>>(e: E): E & Expressao {
    return {
      ...e,
      ...(Object.keys(this.nomes).length ? { ExpressionAttributeNames: this.nomes } : {}),
      ...(Object.keys(this.valores).length ? { ExpressionAttributeValues: this.valores } : {}),
    };
  }
}

function condicaoEm(n: Nomes, c: Condicao | undefined): string | undefined {
  if (!c) return undefined;
  const partes: string[] = [];
  if (c.existe === true) partes.push('attribute_exists(pk)');
  if (c.existe === false) partes.push('attribute_not_exists(pk)');
  for (const [campo, valor] of Object.entries(c.iguais ?? {})) {
    if (valor === undefined) continue;
    const [nome, ph] = n.par(campo, valor);
    partes.push(`${nome} = ${ph}`);
  }
  if (c.expressao) {
    partes.push(partes.length ? `(${c.expressao})` : c.expressao);
    Object.assign(n.valores, c.valores);
  }
  return partes.length ? partes.join(' AND ') : undefined;
}

function atualizacaoEm(n: Nomes, m: Mudanca): string {
  const sets: string[] = [];
  const adds: string[] = [];
  for (const [campo, valor] of Object.entries(m.set ?? {})) {
    if (valor === undefined) continue;
    const [nome, ph] = n.par(campo, valor);
    sets.push(`${nome} = ${ph}`);
  }
  for (const [campo, valor] of Object.entries(m.setSeAusente ?? {})) {
    if (valor === undefined) continue;
    const [nome, ph] = n.par(campo, valor);
    sets.push(`${nome} = if_not_exists(${nome}, ${ph})`);
  }
  for (const [campo, valor] of Object.entries(m.add ?? {})) {
    if (valor === undefined) continue;
    const [nome, ph] = n.par(campo, valor);
    adds.push(`${nome} ${ph}`);
  }
  const partes = [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : ''];
  const expressao = partes.filter(Boolean).join(' ');
  if (!expressao) throw new Error('Atualização sem mudanças');
  return expressao;
}

// ---------------------------------------------------------------- write builders

/** A Put that never overwrites: the key is the uniqueness guard (race-free). */
export const putSeAusente = (deps: Pick<Deps, 'tableName'>, item: Item & ChaveItem): TransactItem =>
  putItem(deps, item, { existe: false });

/** A Put (whole item), optionally conditioned on the stored one. */
export function putItem(deps: Pick<Deps, 'tableName'>, item: Item & ChaveItem, condicao?: Condicao): TransactItem {
  const n = new Nomes();
  return {
    Put: { TableName: deps.tableName, Item: item, ...n.expressao({ ConditionExpression: condicaoEm(n, condicao) }) },
  };
}

/** An Update of some attributes, leaving the others (counters moved by other requests) alone. */
export function updateItem(
  deps: Pick<Deps, 'tableName'>,
  chave: ChaveItem,
  mudanca: Mudanca,
  condicao?: Condicao,
): TransactItem {
  const n = new Nomes();
  const UpdateExpression = atualizacaoEm(n, mudanca);
  return {
    Update: {
      TableName: deps.tableName,
      Key: { pk: chave.pk, sk: chave.sk },
      ...n.expressao({ UpdateExpression, ConditionExpression: condicaoEm(n, condicao) }),
    },
  };
}

export function deleteItem(deps: Pick<Deps, 'tableName'>, chave: ChaveItem, condicao?: Condicao): TransactItem {
  const n = new Nomes();
  return {
    Delete: {
      TableName: deps.tableName,
      Key: { pk: chave.pk, sk: chave.sk },
      ...n.expressao({ ConditionExpression: condicaoEm(n, condicao) }),
    },
  };
}

// ---------------------------------------------------------------- single writes

/**
 * Runs one write built above on its own (no transaction: one write unit instead of two).
 * Answers false when its condition failed.
 */
export async function escrever(deps: Deps, escrita: TransactItem): Promise<boolean> {
  return (await executar(deps, escrita)) !== null;
}

/** An Update run alone that answers the attributes it changed (e.g. a counter's new value); null when its condition failed. */
export async function atualizarERetornar(deps: Deps, escrita: TransactItem): Promise<Item | null> {
  return executar(deps, escrita, 'UPDATED_NEW');
}

async function executar(deps: Deps, escrita: TransactItem, retorno?: 'UPDATED_NEW'): Promise<Item | null> {
  try {
    if (escrita.Put) await deps.db.send(new PutCommand(escrita.Put));
    else if (escrita.Delete) await deps.db.send(new DeleteCommand(escrita.Delete));
    else if (escrita.Update) {
      const r = await deps.db.send(
        new UpdateCommand({ ...escrita.Update, ...(retorno ? { ReturnValues: retorno } : {}) }),
      );
      return r.Attributes ?? {};
    } else throw new Error('Escrita sem Put, Update ou Delete');
    return {};
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return null;
    throw e;
  }
}

// ---------------------------------------------------------------- reads

/** A Query on one partition of the table or of an index (gsi1, gsi2: their own pk/sk names). */
export interface Consulta {
  pk: string;
  /** Only sort keys starting with this (a kind of item inside a collection). */
  prefixoSk?: string;
  indice?: 'gsi1' | 'gsi2';
  /** Strongly consistent (table only): what a write is about to be decided on. */
  consistente?: boolean;
  /** Newest first (sort keys descending). */
  decrescente?: boolean;
  /** Attributes to read (the schema then describes only those). */
  projecao?: string[];
  /** Items skipped after they were read (they still cost their read). */
  filtro?: { expressao: string; valores: Record<string, unknown> };
}

function paraQuery(c: Consulta): Omit<QueryCommandInput, 'TableName'> {
  const pk = c.indice ? `${c.indice}pk` : 'pk';
  const sk = c.indice ? `${c.indice}sk` : 'sk';
  const nomes: Record<string, string> = { '#pk': pk };
  const valores: Record<string, unknown> = { ':pk': c.pk, ...c.filtro?.valores };
  let condicao = '#pk = :pk';
  if (c.prefixoSk !== undefined) {
    nomes['#sk'] = sk;
    valores[':prefixo'] = c.prefixoSk;
    condicao += ' AND begins_with(#sk, :prefixo)';
  }
  const projecao = c.projecao?.map((campo, i) => {
    nomes[`#p${i}`] = campo;
    return `#p${i}`;
  });
  return {
    ...(c.indice ? { IndexName: c.indice } : {}),
    KeyConditionExpression: condicao,
    ...(c.filtro ? { FilterExpression: c.filtro.expressao } : {}),
    ...(projecao ? { ProjectionExpression: projecao.join(', ') } : {}),
    ExpressionAttributeNames: nomes,
    ExpressionAttributeValues: valores,
    ...(c.consistente ? { ConsistentRead: true } : {}),
    ...(c.decrescente ? { ScanIndexForward: false } : {}),
  };
}

/** One item by key, parsed; null when absent. */
export async function buscarItem<S extends z.ZodType>(
  deps: Deps,
  schema: S,
  chave: ChaveItem,
  opcoes: { consistente?: boolean; projecao?: string[] } = {},
): Promise<z.output<S> | null> {
  const nomes = opcoes.projecao && Object.fromEntries(opcoes.projecao.map((c, i) => [`#p${i}`, c]));
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: chave.pk, sk: chave.sk },
      ...(opcoes.consistente ? { ConsistentRead: true } : {}),
      ...(nomes ? { ProjectionExpression: Object.keys(nomes).join(', '), ExpressionAttributeNames: nomes } : {}),
    }),
  );
  return r.Item ? schema.parse(r.Item) : null;
}

/** Every item of the query (every page), parsed. For partitions known to be small. */
export async function listarItens<S extends z.ZodType>(
  deps: Deps,
  schema: S,
  consulta: Consulta,
): Promise<z.output<S>[]> {
  const itens = await consultarTudo(deps, paraQuery(consulta));
  return itens.map((i) => schema.parse(i));
}

/** How many items the query matches (every page; reads the keys, returns none). */
export async function contarItens(deps: Deps, consulta: Consulta): Promise<number> {
  let total = 0;
  let inicio: Item | undefined;
  do {
    const r = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        ...paraQuery(consulta),
        Select: 'COUNT',
        ExclusiveStartKey: inicio,
      }),
    );
    total += r.Count ?? 0;
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return total;
}

/** Raw items of the query from the item after `aposSk` on, until `quantos` are read or the partition ends. */
export async function lerAte(deps: Deps, consulta: Consulta, quantos: number, aposSk?: string): Promise<Item[]> {
  const itens: Item[] = [];
  let inicio: Item | undefined = aposSk !== undefined ? { pk: consulta.pk, sk: aposSk } : undefined;
  do {
    const r = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        ...paraQuery(consulta),
        Limit: quantos - itens.length,
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio && itens.length < quantos);
  return itens;
}

const cursorSchema = z.object({ sk: z.string().max(300) });

/** The cursor a client gets back: the sort key of the page's last item (base64url JSON). */
const paraCursor = (sk: string): string => Buffer.from(JSON.stringify({ sk })).toString('base64url');

function doCursor(cursor: string | undefined, prefixoSk: string | undefined): string | null {
  if (!cursor) return null;
  try {
    const r = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return r.success && r.data.sk.startsWith(prefixoSk ?? '') ? r.data.sk : null;
  } catch {
    return null;
  }
}

/**
 * One page of a table query (ONE Query with Limit), parsed, with the cursor of the next page.
 * A cursor is only ever a sort key inside the consulta's partition (the pk is rebuilt by the
 * repository from the session's tenant), so a forged cursor cannot reach other items; an invalid
 * one reads from the start.
 */
export async function paginaDeItens<S extends z.ZodType>(
  deps: Deps,
  schema: S,
  consulta: Consulta & { indice?: undefined },
  limite: number,
  cursor?: string,
): Promise<{ itens: z.output<S>[]; proximoCursor: string | null }> {
  const inicio = doCursor(cursor, consulta.prefixoSk);
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      ...paraQuery(consulta),
      Limit: limite,
      ExclusiveStartKey: inicio !== null ? { pk: consulta.pk, sk: inicio } : undefined,
    }),
  );
  const ultimo = r.LastEvaluatedKey?.sk;
  return {
    itens: (r.Items ?? []).map((i) => schema.parse(i)),
    proximoCursor: typeof ultimo === 'string' ? paraCursor(ultimo) : null,
  };
}

// ---------------------------------------------------------------- the entity

/**
 * An entity of the table: its `entidade` attribute and the zod schema of its stored item, with
 * the reads and write builders above bound to them. Keys stay the repository's.
 */
export function entidade<S extends z.ZodType>(nome: string, schema: S) {
  type T = z.output<S>;
  const item = (chave: ChaveItem, dados: object): Item & ChaveItem => ({
    pk: chave.pk,
    sk: chave.sk,
    entidade: nome,
    ...dados,
  });
  return {
    nome,
    schema,
    item,
    ler: (i: Item): T => schema.parse(i),
    buscar: (deps: Deps, chave: ChaveItem, opcoes?: { consistente?: boolean }): Promise<T | null> =>
      buscarItem(deps, schema, chave, opcoes),
    listar: (deps: Deps, consulta: Consulta): Promise<T[]> => listarItens(deps, schema, consulta),
    pagina: (deps: Deps, consulta: Consulta & { indice?: undefined }, limite: number, cursor?: string) =>
      paginaDeItens(deps, schema, consulta, limite, cursor),
    /** Put-if-absent: refused when an item with this key exists. */
    inserir: (deps: Pick<Deps, 'tableName'>, chave: ChaveItem, dados: object): TransactItem =>
      putSeAusente(deps, item(chave, dados)),
    /** Put of the whole item (replaces it), under `condicao`. */
    gravar: (deps: Pick<Deps, 'tableName'>, chave: ChaveItem, dados: object, condicao?: Condicao): TransactItem =>
      putItem(deps, item(chave, dados), condicao),
    atualizar: (deps: Pick<Deps, 'tableName'>, chave: ChaveItem, mudanca: Mudanca, condicao?: Condicao): TransactItem =>
      updateItem(deps, chave, mudanca, condicao),
    excluir: (deps: Pick<Deps, 'tableName'>, chave: ChaveItem, condicao?: Condicao): TransactItem =>
      deleteItem(deps, chave, condicao),
  };
}
