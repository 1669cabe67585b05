import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TipoColunaBaseDados } from '@wf/shared/constants/baseDados';
import type { AppDeps } from '../../kernel/deps';
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
  skPalavra: (palavra: string, idRegistro: string) => `P#${palavra}#${idRegistro}`,
  prefixoPalavra: (inicio: string) => `P#${inicio}`,
  skContador: (n: number) => `C#${n}`,
  prefixoContadores: () => 'C#',
  skMarcaLote: (idImportacao: string, numero: number) => `L#${idImportacao}#${numero}`,
};

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
}

/** What a lookup reads of a record (no index words, no version). */
export interface RegistroDaBusca {
  id: string;
  valores: Record<string, string | number | null>;
  dataCriacao: string;
  dataAlteracao: string;
}

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
    dataCriacao: texto(i.dataCriacao, 'dataCriacao'),
    dataAlteracao: texto(i.dataAlteracao, 'dataAlteracao'),
  };
};

const PROJECAO_REGISTRO = {
  ProjectionExpression: '#id, valores, dataCriacao, dataAlteracao',
  ExpressionAttributeNames: { '#id': 'id' },
};

/** The base's id, description, generation and columns (one consistent GetItem); null when gone. */
export async function lerBaseDaBusca(deps: Deps, sigla: string, id: string): Promise<BaseDaBusca | null> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: baseDadosKeys.pk(sigla, id), sk: baseDadosKeys.sk() },
      ConsistentRead: true,
      ProjectionExpression: '#id, descricao, geracao, colunas',
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
  return {
    id: texto(i.id, 'id'),
    descricao: texto(i.descricao, 'descricao'),
    geracao: texto(i.geracao, 'geracao'),
    colunas,
  };
}

/** The first `tamanho` records of a generation in id order (ONE Query). */
export async function primeirosRegistrosDaBusca(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  tamanho: number,
): Promise<RegistroDaBusca[]> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: {
        ':pk': baseDadosKeys.geracaoPk(sigla, id, geracao),
        ':p': baseDadosKeys.prefixoRegistros(),
      },
      Limit: tamanho,
      ...PROJECAO_REGISTRO,
    }),
  );
  return (r.Items ?? []).map(paraRegistro);
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

const paraCursor = (sk: string): string => Buffer.from(JSON.stringify({ sk })).toString('base64url');
function doCursor(cursor: string | undefined, prefixo: string): string | null {
  if (!cursor) return null;
  try {
    const sk: unknown = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { sk?: unknown } | null)?.sk;
    return typeof sk === 'string' && sk.length <= 300 && sk.startsWith(prefixo) ? sk : null;
  } catch {
    return null;
  }
}

/** The sort key an entry list stops at, as a cursor (a page that ends inside a Query's answer). */
export const cursorDaEntrada = (sk: string): string => paraCursor(sk);

/**
 * Index entries of the words starting with `inicio`, in word order, from the cursor on: ONE Query
 * of at most `limite` items. The cursor is the sort key of the last entry read (the pk is always
 * rebuilt from the session's tenant, so a forged cursor reaches nothing else).
 */
export async function entradasDaPalavra(
  deps: Deps,
  sigla: string,
  id: string,
  geracao: string,
  inicio: string,
  limite: number,
  cursor?: string,
): Promise<{ entradas: { sk: string; idRegistro: string }[]; proximoCursor: string | null }> {
  const pk = baseDadosKeys.geracaoPk(sigla, id, geracao);
  const prefixo = baseDadosKeys.prefixoPalavra(inicio);
  const desde = doCursor(cursor, prefixo);
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': pk, ':p': prefixo },
      Limit: limite,
      ...(desde !== null ? { ExclusiveStartKey: { pk, sk: desde } } : {}),
    }),
  );
  const ultimo = r.LastEvaluatedKey?.sk;
  return {
    entradas: (r.Items ?? []).map((i) => ({ sk: texto(i.sk, 'sk'), idRegistro: texto(i.idRegistro, 'idRegistro') })),
    proximoCursor: typeof ultimo === 'string' ? paraCursor(ultimo) : null,
  };
}
