import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import {
  baseDadosSchema,
  importacaoSchema,
  linhaRejeitadaSchema,
  registroArmazenadoSchema,
  type BaseDadosArmazenada,
  type ImportacaoArmazenada,
  type RegistroArmazenado,
} from '../../domains/basesDados/entities/baseDados';
import type { ChaveItem } from '../chaves';
import { buscarItem, deleteItem, entidade, listarItens, putItem, putSeAusente, updateItem } from '../entidade';
import { excluirEmLote, gravarEmLote, lerEmLote } from '../lotes';
import { baseDadosKeys, INDICE_SHARDS, shardDaInicial, shardDoIndice } from './buscaBaseDadosRepository';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Data bases (docs/data-model.md, "Data bases"):
 * - the base: pk `T#<SIGLA>#BASEDADOS#<id>`, sk `BASE` (columns, owner, editors, current geracao);
 *   its imports in the same partition, sk `IMPORTACAO#<idImportacao>`;
 * - who sees it: pk `T#<SIGLA>#BASESDADOS#PESSOA#<email>`, sk `<idBase>` (owner and each editor);
 * - its records, one partition per generation (an import with replace-all fills a new one and
 *   switches the base to it at once): pk `T#<SIGLA>#BASEDADOS#<id>#G#<geracao>` holding
 *   sk `R#<idRegistro>` the records, `C#<n>` the count in CONTADORES shards (summed at read:
 *   parallel batches rarely collide) and `L#<idImportacao>#<numero>` the marks of the import
 *   batches already written;
 * - its search index, in INDICE_SHARDS partitions per generation (a record's shard from its id,
 *   so a word every row holds is spread over them): pk `...#G#<geracao>#I#<shard>`, sk
 *   `P#<palavra>#<idRegistro>` (one item per word of a record: a begins_with query finds every
 *   word starting with what is typed); a big import's packed index in the same shards, sk
 *   `X#<idImportacao>#P#<palavra>#<idRegistro>` (a chunk of up to 1,000 sorted entries, keyed by
 *   its first; ADR 0068), listed on the base item (`indices`) once whole.
 */
export {
  baseDadosKeys,
  entradasDoPrefixo,
  INDICE_SHARDS,
  registrosDesde,
  shardDoIndice,
} from './buscaBaseDadosRepository';

/** Shards of a generation's record count. */
export const CONTADORES = 16;

const base = entidade('BASE_DADOS', baseDadosSchema);
const registro = entidade('REGISTRO_BASE_DADOS', registroArmazenadoSchema);
const importacao = entidade('IMPORTACAO_BASE_DADOS', importacaoSchema);
const acessoSchema = z.object({ sk: z.string() });
const contadorSchema = z.object({ n: z.number() });
const marcaSchema = z.object({ n: z.number() });

const chaveBase = (sigla: string, id: string): ChaveItem => ({
  pk: baseDadosKeys.pk(sigla, id),
  sk: baseDadosKeys.sk(),
});
const chaveAcesso = (sigla: string, email: string, id: string): ChaveItem => ({
  pk: baseDadosKeys.acessoPk(sigla, email),
  sk: id,
});
const chaveRegistro = (sigla: string, id: string, geracao: string, idRegistro: string): ChaveItem => ({
  pk: baseDadosKeys.geracaoPk(sigla, id, geracao),
  sk: baseDadosKeys.skRegistro(idRegistro),
});
const chaveImportacao = (sigla: string, id: string, idImportacao: string): ChaveItem => ({
  pk: baseDadosKeys.pk(sigla, id),
  sk: baseDadosKeys.skImportacao(idImportacao),
});

// ---------------------------------------------------------------- the base

export async function buscarBaseDados(deps: Deps, sigla: string, id: string): Promise<BaseDadosArmazenada | null> {
  return base.buscar(deps, chaveBase(sigla, id), { consistente: true });
}

/** The ids of the bases a person owns or edits (one partition per person: a handful of items). */
export async function idsDasBasesDaPessoa(deps: Deps, sigla: string, email: string): Promise<string[]> {
  const itens = await listarItens(deps, acessoSchema, { pk: baseDadosKeys.acessoPk(sigla, email), projecao: ['sk'] });
  return itens.map((i) => i.sk);
}

export async function buscarBasesDados(deps: Deps, sigla: string, ids: string[]): Promise<BaseDadosArmazenada[]> {
  const itens = await lerEmLote(
    deps,
    ids.map((id) => chaveBase(sigla, id)),
  );
  return itens.map((i) => base.ler(i));
}

const itemAcesso = (sigla: string, email: string, id: string) => ({
  ...chaveAcesso(sigla, email, id),
  entidade: 'ACESSO_BASE_DADOS',
});

/** The base with its owner's access item and the first of its counters (a new generation). */
export function inserirBaseDadosItens(deps: Deps, sigla: string, b: BaseDadosArmazenada): TransactItem[] {
  return [base.inserir(deps, chaveBase(sigla, b.id), b), putItem(deps, itemAcesso(sigla, b.emailDono, b.id))];
}

/** Saves the base's own attributes, conditioned on the version it was decided on. */
export function salvarBaseDadosItem(
  deps: Deps,
  sigla: string,
  b: BaseDadosArmazenada,
  versaoLida: number,
): TransactItem {
  return base.gravar(deps, chaveBase(sigla, b.id), b, { existe: true, iguais: { versao: versaoLida } });
}

/** Access items of people who gained (put) or lost (delete) the base. */
export function acessosItens(deps: Deps, sigla: string, id: string, entram: string[], saem: string[]): TransactItem[] {
  return [
    ...entram.map((email) => putItem(deps, itemAcesso(sigla, email, id))),
    ...saem.map((email) => deleteItem(deps, chaveAcesso(sigla, email, id))),
  ];
}

export function excluirBaseDadosItem(deps: Deps, sigla: string, b: BaseDadosArmazenada): TransactItem {
  return base.excluir(deps, chaveBase(sigla, b.id), { existe: true, iguais: { versao: b.versao } });
}

/** A write of records or imports requires the base to still hold the generation they were decided on. */
export function conferirGeracao(deps: Deps, sigla: string, id: string, geracao: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: deps.tableName,
      Key: chaveBase(sigla, id),
      ConditionExpression: 'attribute_exists(pk) AND geracao = :g',
      ExpressionAttributeValues: { ':g': geracao },
    },
  };
}

/** Switches the base to another generation (an import's replace-all), if it still holds `deGeracao`. */
export function trocarGeracaoItem(
  deps: Deps,
  sigla: string,
  id: string,
  deGeracao: string,
  paraGeracao: string,
  agora: string,
): TransactItem {
  return updateItem(
    deps,
    chaveBase(sigla, id),
    { set: { geracao: paraGeracao, dataHoraAlteracao: agora }, add: { versao: 1 } },
    { existe: true, iguais: { geracao: deGeracao } },
  );
}

// ---------------------------------------------------------------- records

export async function buscarRegistro(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  idRegistro: string,
): Promise<RegistroArmazenado | null> {
  return registro.buscar(deps, chaveRegistro(sigla, id, geracao, idRegistro), { consistente: true });
}

export async function buscarRegistrosPorIds(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  ids: string[],
): Promise<RegistroArmazenado[]> {
  const itens = await lerEmLote(
    deps,
    ids.map((r) => chaveRegistro(sigla, id, geracao, r)),
  );
  const porId = new Map(itens.map((i) => registro.ler(i)).map((r) => [r.id, r]));
  return ids.flatMap((r) => porId.get(r) ?? []);
}

/** A page of records in id order (ONE Query of `tamanho` items, whatever the base's size). */
export async function paginaDeRegistros(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  tamanho: number,
  cursor?: string,
): Promise<{ registros: RegistroArmazenado[]; proximoCursor: string | null }> {
  const r = await registro.pagina(
    deps,
    { pk: baseDadosKeys.geracaoPk(sigla, id, geracao), prefixoSk: baseDadosKeys.prefixoRegistros() },
    tamanho,
    cursor,
  );
  return { registros: r.itens, proximoCursor: r.proximoCursor };
}

/** The generation's record count: its shards, summed (one Query of at most CONTADORES small items). */
export async function contarRegistros(deps: Deps, sigla: string, id: string, geracao: string): Promise<number> {
  const itens = await listarItens(deps, contadorSchema, {
    pk: baseDadosKeys.geracaoPk(sigla, id, geracao),
    prefixoSk: baseDadosKeys.prefixoContadores(),
    consistente: true,
    projecao: ['n'],
  });
  return itens.reduce((t, i) => t + i.n, 0);
}

/** Adds `n` (negative: removes) to one shard of the generation's count. */
export function contarItem(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  shard: number,
  n: number,
): TransactItem {
  return updateItem(
    deps,
    { pk: baseDadosKeys.geracaoPk(sigla, id, geracao), sk: baseDadosKeys.skContador(shard % CONTADORES) },
    { set: { entidade: 'CONTADOR_BASE_DADOS' }, add: { n } },
  );
}

const chaveEntrada = (sigla: string, id: string, geracao: string, palavra: string, idRegistro: string): ChaveItem => ({
  pk: baseDadosKeys.indicePk(sigla, id, geracao, shardDoIndice(idRegistro)),
  sk: baseDadosKeys.skPalavra(palavra, idRegistro),
});
const entradaItem = (sigla: string, id: string, geracao: string, palavra: string, idRegistro: string) => ({
  ...chaveEntrada(sigla, id, geracao, palavra, idRegistro),
  entidade: 'PALAVRA_BASE_DADOS',
  idRegistro,
});

/**
 * A record with its index entries. `novo`: put-if-absent (a new id); otherwise a plain put that
 * an import's retried batch may repeat (same key, same values: nothing more).
 */
export function gravarRegistroItens(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  r: RegistroArmazenado,
  opcoes: { novo?: boolean; versaoLida?: number; palavrasNovas?: string[] } = {},
): TransactItem[] {
  const chave = chaveRegistro(sigla, id, geracao, r.id);
  const gravar =
    opcoes.versaoLida !== undefined
      ? registro.gravar(deps, chave, r, { existe: true, iguais: { versao: opcoes.versaoLida } })
      : opcoes.novo
        ? registro.inserir(deps, chave, r)
        : putItem(deps, registro.item(chave, r));
  return [
    gravar,
    ...(opcoes.palavrasNovas ?? r.palavras).map((p) => putItem(deps, entradaItem(sigla, id, geracao, p, r.id))),
  ];
}

/**
 * An import's records with their index entries, in BatchWrites (no transaction: an import
 * batch's ids are derived from its place, so writing it again changes nothing). `so`: only the
 * records, or only their index entries (an import writes its rows first and their index right
 * after, in a step of its own, so the rows are not held up by ten times as many index items).
 * `emParalelo`: BatchWrites in flight at once.
 */
export async function gravarRegistrosEmLote(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  registros: RegistroArmazenado[],
  opcoes: { so?: 'registros' | 'indice'; emParalelo?: number } = {},
): Promise<void> {
  await gravarEmLote(
    deps,
    registros.flatMap((r) => [
      ...(opcoes.so === 'indice' ? [] : [registro.item(chaveRegistro(sigla, id, geracao, r.id), r)]),
      ...(opcoes.so === 'registros' ? [] : r.palavras.map((p) => entradaItem(sigla, id, geracao, p, r.id))),
    ]),
    opcoes.emParalelo,
  );
}

export function excluirEntradasItens(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  idRegistro: string,
  palavras: string[],
): TransactItem[] {
  return palavras.map((p) => deleteItem(deps, chaveEntrada(sigla, id, geracao, p, idRegistro)));
}

export function excluirRegistroItens(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  r: RegistroArmazenado,
): TransactItem[] {
  return [
    registro.excluir(deps, chaveRegistro(sigla, id, geracao, r.id), { existe: true, iguais: { versao: r.versao } }),
    ...excluirEntradasItens(deps, sigla, id, geracao, r.id, r.palavras),
  ];
}

// ---------------------------------------------------------------- imports

export async function buscarImportacao(
  deps: Deps,
  sigla: string,
  id: string,
  idImportacao: string,
): Promise<ImportacaoArmazenada | null> {
  return importacao.buscar(deps, chaveImportacao(sigla, id, idImportacao), { consistente: true });
}

export function inserirImportacaoItem(deps: Deps, sigla: string, i: ImportacaoArmazenada): TransactItem {
  return importacao.inserir(deps, chaveImportacao(sigla, i.idBase, i.id), i);
}

const skRejeitada = (idImportacao: string, linha: number) =>
  `REJEITADA#${idImportacao}#${linha.toString().padStart(9, '0')}`;
const skIndexacao = (idImportacao: string, passo: number, desdeLinha: number) =>
  `INDEXADA#${idImportacao}#${passo}#${desdeLinha}`;
const rejeitada = entidade('REJEITADA_BASE_DADOS', linhaRejeitadaSchema);

/** The base's latest imports, newest first (their ids sort by creation): ONE Query of `limite` items. */
export async function listarImportacoes(
  deps: Deps,
  sigla: string,
  id: string,
  limite: number,
): Promise<ImportacaoArmazenada[]> {
  const r = await importacao.pagina(
    deps,
    { pk: baseDadosKeys.pk(sigla, id), prefixoSk: baseDadosKeys.skImportacao(''), decrescente: true },
    limite,
  );
  return r.itens;
}

/**
 * A change of an import decided on its state as read (`passo` and `status`): two runs of one
 * step cannot both write it, so what the step counts is counted once.
 */
export function avancarImportacaoItem(
  deps: Deps,
  sigla: string,
  lida: Pick<ImportacaoArmazenada, 'idBase' | 'id' | 'passo' | 'status'>,
  mudanca: { set?: Record<string, unknown>; add?: Record<string, number> },
): TransactItem {
  return updateItem(deps, chaveImportacao(sigla, lida.idBase, lida.id), mudanca, {
    existe: true,
    iguais: { passo: lida.passo, status: lida.status },
  });
}

/** An import's invalid rows, one item each keyed by line (a repeated step rewrites the same items). */
export async function gravarRejeitadas(
  deps: Deps,
  sigla: string,
  i: Pick<ImportacaoArmazenada, 'idBase' | 'id'>,
  linhas: z.infer<typeof linhaRejeitadaSchema>[],
  expiraEm: number,
): Promise<void> {
  await gravarEmLote(
    deps,
    linhas.map((l) => ({
      ...rejeitada.item({ pk: baseDadosKeys.pk(sigla, i.idBase), sk: skRejeitada(i.id, l.linha) }, l),
      expiraEm,
    })),
  );
}

/** A page of an import's invalid rows in line order (ONE Query). */
export async function paginaDeRejeitadas(
  deps: Deps,
  sigla: string,
  i: Pick<ImportacaoArmazenada, 'idBase' | 'id'>,
  limite: number,
  cursor?: string,
) {
  return rejeitada.pagina(
    deps,
    { pk: baseDadosKeys.pk(sigla, i.idBase), prefixoSk: `REJEITADA#${i.id}#` },
    limite,
    cursor,
  );
}

/**
 * The mark that one step's index entries are written (put-if-absent) with their count on the
 * import: a repeated index step finds the mark and counts nothing again.
 */
export function marcarIndexacaoItens(
  deps: Deps,
  sigla: string,
  i: Pick<ImportacaoArmazenada, 'idBase' | 'id'>,
  passo: number,
  desdeLinha: number,
  n: number,
  expiraEm: number,
): TransactItem[] {
  return [
    putSeAusente(deps, {
      pk: baseDadosKeys.pk(sigla, i.idBase),
      sk: skIndexacao(i.id, passo, desdeLinha),
      entidade: 'INDEXACAO_BASE_DADOS',
      expiraEm,
    }),
    updateItem(deps, chaveImportacao(sigla, i.idBase, i.id), { add: { indexados: n } }, { existe: true }),
  ];
}

/** The mark of a batch, written once: a retried batch finds it and writes nothing again. */
export function marcarLoteItem(
  deps: Deps,
  sigla: string,
  i: ImportacaoArmazenada,
  numero: number,
  n: number,
): TransactItem {
  return putSeAusente(deps, {
    pk: baseDadosKeys.geracaoPk(sigla, i.idBase, i.geracao),
    sk: baseDadosKeys.skMarcaLote(i.id, numero),
    entidade: 'LOTE_BASE_DADOS',
    n,
  });
}

export async function buscarMarcaLote(
  deps: Deps,
  sigla: string,
  i: ImportacaoArmazenada,
  numero: number,
): Promise<{ n: number } | null> {
  return buscarItem(
    deps,
    marcaSchema,
    { pk: baseDadosKeys.geracaoPk(sigla, i.idBase, i.geracao), sk: baseDadosKeys.skMarcaLote(i.id, numero) },
    { consistente: true },
  );
}

// ---------------------------------------------------------------- packed indexes (ADR 0068)

/**
 * Chunks of an import's packed index, each in the index shard of its first character (an
 * import's chunks spread over INDICE_SHARDS partitions), BatchWrites. A pass run again writes the
 * same keys with the same entries.
 */
export async function gravarBlocosDoIndice(
  deps: Deps,
  sigla: string,
  i: Pick<ImportacaoArmazenada, 'idBase' | 'id' | 'geracao'>,
  blocos: { primeira: string; entradas: string }[],
): Promise<void> {
  await gravarEmLote(
    deps,
    blocos.map((b) => ({
      pk: baseDadosKeys.indicePk(sigla, i.idBase, i.geracao, shardDaInicial(b.primeira)),
      sk: baseDadosKeys.skBloco(i.id, b.primeira),
      entidade: 'BLOCO_INDICE_BASE_DADOS',
      entradas: b.entradas,
    })),
    4,
  );
}

/** The next pass of a packed index, decided on the pass read: two runs of one pass cannot both move it. */
export function avancarFaixaItem(
  deps: Deps,
  sigla: string,
  i: Pick<ImportacaoArmazenada, 'idBase' | 'id'>,
  faixaLida: number,
  set: Record<string, unknown>,
): TransactItem {
  return updateItem(
    deps,
    chaveImportacao(sigla, i.idBase, i.id),
    { set },
    {
      existe: true,
      iguais: { status: 'concluida', faixaIndice: faixaLida },
    },
  );
}

/**
 * The base's list of packed indexes set to `indices` (those of its current generation plus the
 * new one), conditioned on the base as read (its version, which moves): a concurrent edit of the
 * base, which rewrites it whole, cannot drop the new index, nor this write its edit.
 */
export function registrarIndicesItem(
  deps: Deps,
  sigla: string,
  b: Pick<BaseDadosArmazenada, 'id' | 'versao'>,
  indices: NonNullable<BaseDadosArmazenada['indices']>,
): TransactItem {
  return updateItem(
    deps,
    chaveBase(sigla, b.id),
    { set: { indices }, add: { versao: 1 } },
    { existe: true, iguais: { versao: b.versao } },
  );
}

// ---------------------------------------------------------------- clean-up

/**
 * Deletes up to `limite` items of a discarded generation: its index shards first, then its own
 * partition (records, counters, marks). One Query of keys per partition tried (at most
 * INDICE_SHARDS + 1, the empty ones answer nothing) and BatchWrites. `mais`: items may be left.
 */
export async function excluirPaginaDaGeracao(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  limite: number,
): Promise<{ mais: boolean }> {
  const pks = [
    ...Array.from({ length: INDICE_SHARDS }, (_, shard) => baseDadosKeys.indicePk(sigla, id, geracao, shard)),
    baseDadosKeys.geracaoPk(sigla, id, geracao),
  ];
  for (const pk of pks) {
    const r = await excluirPagina(deps, pk, limite);
    if (r.excluidos > 0 || r.mais) return { mais: true };
  }
  return { mais: false };
}

/** Deletes up to `limite` items left in a deleted base's own partition (its imports). */
export async function excluirPaginaDaBase(
  deps: Deps,
  sigla: string,
  id: string,
  limite: number,
): Promise<{ mais: boolean }> {
  const { mais } = await excluirPagina(deps, baseDadosKeys.pk(sigla, id), limite);
  return { mais };
}

async function excluirPagina(deps: Deps, pk: string, limite: number): Promise<{ mais: boolean; excluidos: number }> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
      Limit: limite,
    }),
  );
  const chaves = (r.Items ?? []).map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
  await excluirEmLote(deps, chaves);
  return { mais: r.LastEvaluatedKey !== undefined, excluidos: chaves.length };
}
