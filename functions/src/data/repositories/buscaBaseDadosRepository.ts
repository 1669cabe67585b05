import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TipoColunaBaseDados } from '@wf/shared/constants/baseDados';
import type { AppDeps } from '../../kernel/deps';
import { entradasDoInicio } from '../../domains/basesDados/entities/indiceCompacto';
import { prefixoTenant } from '../chaves';
import { lerEmLote } from '../lotes';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The keys of data bases (layout in baseDadosRepository.ts, which re-exports them) and the lean
 * reads of a lookup: the rules' preencherVariaveisBaseDados and the check of a combo field's
 * value, in the card Lambdas and the rules consumer. Plain DocumentClient reads of the few
 * attributes a lookup needs, with no entity schema: those Lambdas bundle neither the data base's
 * zod schemas nor its write path (the bundle-size goal, tests/cdk/tamanhoDosBundles.test.ts).
 */
export const baseDadosKeys = {
  pk: (sigla: string, id: string) => `${prefixoTenant(sigla)}#BASEDADOS#${id}`,
  sk: () => 'BASE',
  skImportacao: (idImportacao: string) => `IMPORTACAO#${idImportacao}`,
  acessoPk: (sigla: string, email: string) => `${prefixoTenant(sigla)}#BASESDADOS#PESSOA#${email.toLowerCase()}`,
  geracaoPk: (sigla: string, id: string, geracao: string) => `${prefixoTenant(sigla)}#BASEDADOS#${id}#G#${geracao}`,
  skRegistro: (idRegistro: string) => `R#${idRegistro}`,
  prefixoRegistros: () => 'R#',
  /**
   * A shard of the generation's word index: its own partition, so a word every row holds (a hot
   * "ltda") is spread over INDICE_SHARDS partition keys instead of one. Under the tenant's prefix.
   */
  indicePk: (sigla: string, id: string, geracao: string, shard: number) =>
    `${prefixoTenant(sigla)}#BASEDADOS#${id}#G#${geracao}#I#${shard}`,
  skPalavra: (palavra: string, idRegistro: string) => `P#${palavra}#${idRegistro}`,
  prefixoPalavra: (inicio: string) => `P#${inicio}`,
  skContador: (n: number) => `C#${n}`,
  prefixoContadores: () => 'C#',
  skMarcaLote: (idImportacao: string, numero: number) => `L#${idImportacao}#${numero}`,
  /**
   * A chunk of an import's packed index (entities/indiceCompacto.ts), in the index shard of its
   * pass, keyed by its first entry: `X#<idImportacao>#P#<palavra>#<idRegistro>`.
   */
  skBloco: (idImportacao: string, primeira: string) => `X#${idImportacao}#P#${primeira}`,
  prefixoBlocos: (idImportacao: string) => `X#${idImportacao}#P#`,
};

/** A packed index of one import, as the base item lists them. */
export interface IndiceCompactoDaBase {
  id: string;
  geracao: string;
}

/** A column as a lookup reads it (the stored column's attributes). */
export interface ColunaDaBusca {
  id: string;
  dataIndex: string;
  titulo: string;
  keyCampo: TipoColunaBaseDados;
}

/** What a lookup reads of a base: its columns and current generation. */
export interface BaseDaBusca {
  id: string;
  descricao: string;
  geracao: string;
  colunas: ColunaDaBusca[];
  indices: IndiceCompactoDaBase[];
}

/** What a search reads of a record (no version): its words decide whether it matches. */
export interface RegistroDaBusca {
  id: string;
  valores: Record<string, string | number | null>;
  palavras: string[];
  dataCriacao: string;
  dataAlteracao: string;
}

/** Shards of a generation's word index (fixed: a record's shard comes from its id, forever). */
export const INDICE_SHARDS = 4;

/** The index shard of a record: a hash of its id, so its update and delete find its entries. */
export const shardDoIndice = (idRegistro: string): number =>
  [...idRegistro].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7) % INDICE_SHARDS;

/**
 * The index shard of a packed index's chunk: its first character's (chunks never span two), so
 * a prefix's chunks are in one shard and the chunks of an import are spread over all of them.
 */
export const shardDaInicial = (palavra: string): number => palavra.charCodeAt(0) % INDICE_SHARDS;

const texto = (v: unknown, nome: string): string => {
  if (typeof v !== 'string') throw new Error(`Item de base de dados sem ${nome}`);
  return v;
};

const paraRegistro = (i: Record<string, unknown>): RegistroDaBusca => {
  const valores = i.valores;
  if (!valores || typeof valores !== 'object') throw new Error('Registro de base de dados sem valores');
  return {
    id: texto(i.id, 'id'),
    valores: valores as RegistroDaBusca['valores'],
    palavras: Array.isArray(i.palavras) ? i.palavras.filter((p): p is string => typeof p === 'string') : [],
    dataCriacao: texto(i.dataCriacao, 'dataCriacao'),
    dataAlteracao: texto(i.dataAlteracao, 'dataAlteracao'),
  };
};

const PROJECAO_REGISTRO = {
  ProjectionExpression: '#id, valores, palavras, dataCriacao, dataAlteracao',
  ExpressionAttributeNames: { '#id': 'id' },
};

/** The base's id, description, generation and columns (one consistent GetItem); null when gone. */
export async function lerBaseDaBusca(deps: Deps, sigla: string, id: string): Promise<BaseDaBusca | null> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: baseDadosKeys.pk(sigla, id), sk: baseDadosKeys.sk() },
      ConsistentRead: true,
      ProjectionExpression: '#id, descricao, geracao, colunas, indices',
      ExpressionAttributeNames: { '#id': 'id' },
    }),
  );
  const i = r.Item;
  if (!i) return null;
  if (!Array.isArray(i.colunas)) throw new Error('Base de dados sem colunas');
  const colunas = (i.colunas as Record<string, unknown>[]).map((c) => ({
    id: texto(c.id, 'id da coluna'),
    dataIndex: texto(c.dataIndex, 'dataIndex'),
    titulo: texto(c.titulo, 'titulo'),
    keyCampo: texto(c.keyCampo, 'keyCampo') as TipoColunaBaseDados,
  }));
  const indices = Array.isArray(i.indices)
    ? (i.indices as Record<string, unknown>[]).map((x) => ({
        id: texto(x.id, 'id do índice'),
        geracao: texto(x.geracao, 'geração do índice'),
      }))
    : [];
  return {
    id: texto(i.id, 'id'),
    descricao: texto(i.descricao, 'descricao'),
    geracao: texto(i.geracao, 'geracao'),
    colunas,
    indices,
  };
}

/**
 * Up to `limite` records of a generation in id order (creation order), after the record `aposId`
 * when given: ONE Query. `mais`: the partition may hold more records after the last one.
 */
export async function registrosDesde(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  limite: number,
  aposId?: string,
): Promise<{ registros: RegistroDaBusca[]; mais: boolean }> {
  const pk = baseDadosKeys.geracaoPk(sigla, id, geracao);
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': pk, ':p': baseDadosKeys.prefixoRegistros() },
      Limit: limite,
      ...(aposId !== undefined ? { ExclusiveStartKey: { pk, sk: baseDadosKeys.skRegistro(aposId) } } : {}),
      ...PROJECAO_REGISTRO,
    }),
  );
  return { registros: (r.Items ?? []).map(paraRegistro), mais: r.LastEvaluatedKey !== undefined };
}

/**
 * A records page cursor naming a record: its sort key, as the unsearched pages' cursors (base64url
 * JSON), so a search page and a plain page go on from the same kind of cursor.
 */
export const cursorDoRegistro = (idRegistro: string): string =>
  Buffer.from(JSON.stringify({ sk: baseDadosKeys.skRegistro(idRegistro) })).toString('base64url');

/** The record id a cursor names; undefined (from the start) when absent or invalid. */
export function registroDoCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  try {
    const sk: unknown = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { sk?: unknown } | null)?.sk;
    const prefixo = baseDadosKeys.prefixoRegistros();
    return typeof sk === 'string' && sk.startsWith(prefixo) && sk.length <= 300 ? sk.slice(prefixo.length) : undefined;
  } catch {
    return undefined;
  }
}

/** Records by id, in the order of `ids` (missing ones left out): BatchGetItem of their keys. */
export async function registrosDaBuscaPorIds(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  ids: string[],
): Promise<RegistroDaBusca[]> {
  const pk = baseDadosKeys.geracaoPk(sigla, id, geracao);
  const itens = await lerEmLote(
    deps,
    ids.map((r) => ({ pk, sk: baseDadosKeys.skRegistro(r) })),
  );
  const porId = new Map(itens.map(paraRegistro).map((r) => [r.id, r]));
  return ids.flatMap((r) => porId.get(r) ?? []);
}

/** An index entry as a search reads it. */
export interface EntradaDoIndice {
  palavra: string;
  idRegistro: string;
}

const entradaDoSk = (sk: string, idRegistro: string): EntradaDoIndice => ({
  palavra: sk.slice(2, sk.length - idRegistro.length - 1),
  idRegistro,
});

/**
 * The index entries of the words starting with `inicio`, fanned out over the INDICE_SHARDS
 * shards (one Query of at most `porShard` entries each, in parallel) and merged in (word, record)
 * order. `completo`: every shard answered all it holds, so these are ALL the entries of the
 * prefix. Otherwise the list is cut at the smallest last key of the shards that stopped, so it is
 * still exactly the first entries in that order (nothing of a stopped shard is missing before it).
 * The pk is built from the session's tenant: another tenant's base with the same id is elsewhere.
 */
export async function entradasDoPrefixo(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  inicio: string,
  porShard: number,
): Promise<{ entradas: EntradaDoIndice[]; completo: boolean }> {
  const prefixo = baseDadosKeys.prefixoPalavra(inicio);
  const respostas = await Promise.all(
    Array.from({ length: INDICE_SHARDS }, (_, shard) =>
      deps.db.send(
        new QueryCommand({
          TableName: deps.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': baseDadosKeys.indicePk(sigla, id, geracao, shard), ':p': prefixo },
          ProjectionExpression: 'sk, idRegistro',
          Limit: porShard,
        }),
      ),
    ),
  );
  const itens = respostas.flatMap((r) =>
    (r.Items ?? []).map((i) => ({ sk: texto(i.sk, 'sk'), idRegistro: texto(i.idRegistro, 'idRegistro') })),
  );
  // The smallest key where a shard stopped: past it, that shard's entries were not read.
  const cortes = respostas.flatMap((r) => (typeof r.LastEvaluatedKey?.sk === 'string' ? [r.LastEvaluatedKey.sk] : []));
  const corte = cortes.sort()[0];
  const ordenados = itens
    .filter((i) => corte === undefined || i.sk <= corte)
    .sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0));
  return { entradas: ordenados.map((i) => entradaDoSk(i.sk, i.idRegistro)), completo: corte === undefined };
}

/** Chunks a prefix's entries may sit in, per packed index: the one it starts in and at most this many more. */
const BLOCOS_NO_PREFIXO = 2;

/**
 * The entries of the words starting with `inicio` in the generation's packed indexes (the
 * imports' ones, ADR 0068): per index, in the shard of the prefix's first character, the last chunk keyed
 * at or before the prefix (where its entries may start) and the chunks keyed inside it, two
 * Queries in parallel. `completo`: every index held its entries in those chunks, so these are all
 * of them; otherwise the prefix has more than a chunk of entries and is not worth listing.
 */
export async function entradasCompactasDoPrefixo(
  deps: Deps,
  sigla: string,
  id: string,
  indices: readonly IndiceCompactoDaBase[],
  inicio: string,
): Promise<{ entradas: EntradaDoIndice[]; completo: boolean }> {
  const respostas = await Promise.all(
    indices.map(async (x) => {
      const pk = baseDadosKeys.indicePk(sigla, id, x.geracao, shardDaInicial(inicio));
      const prefixo = baseDadosKeys.prefixoBlocos(x.id);
      const consulta = (condicao: string, valores: Record<string, string>, extra: object) =>
        deps.db.send(
          new QueryCommand({
            TableName: deps.tableName,
            KeyConditionExpression: `pk = :pk AND ${condicao}`,
            ExpressionAttributeValues: { ':pk': pk, ...valores },
            ProjectionExpression: 'entradas',
            ...extra,
          }),
        );
      const [antes, dentro] = await Promise.all([
        consulta(
          'sk BETWEEN :de AND :ate',
          { ':de': prefixo, ':ate': `${prefixo}${inicio}` },
          {
            ScanIndexForward: false,
            Limit: 1,
          },
        ),
        consulta('begins_with(sk, :p)', { ':p': `${prefixo}${inicio}` }, { Limit: BLOCOS_NO_PREFIXO }),
      ]);
      const textos = [...(antes.Items ?? []), ...(dentro.Items ?? [])].map((i) => texto(i.entradas, 'entradas'));
      return { entradas: entradasDoInicio(textos, inicio), completo: dentro.LastEvaluatedKey === undefined };
    }),
  );
  return { entradas: respostas.flatMap((r) => r.entradas), completo: respostas.every((r) => r.completo) };
}
