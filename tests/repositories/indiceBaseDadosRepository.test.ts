import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseDadosKeys,
  entradasDoPrefixo,
  excluirPaginaDaGeracao,
  gravarRegistrosEmLote,
  INDICE_SHARDS,
} from '../../functions/src/data/repositories/baseDadosRepository';
import type { RegistroArmazenado } from '../../functions/src/domains/basesDados/entities/baseDados';
import { buscarPagina } from '../../functions/src/domains/basesDados/services/buscaRegistroService';
import { chavesForaDoTenant, doisTenants, itensComMarca } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * The word index of a data base against the real DynamoDB Local: its keys carry the tenant (a
 * base of tenant B with the same id and generation finds none of A's entries), and a word every
 * row holds is spread over the INDICE_SHARDS partitions, read back by a fan-out merged in order.
 */

const deps = await tabelaPropria();
const { A, B, ids } = doisTenants();
const idBase = ids.outro;
const geracao = ids.fluxo;
const LINHAS = 120;

const registro = (i: number): RegistroArmazenado => ({
  id: `r${String(i).padStart(4, '0')}`,
  valores: { nome: `Fornecedor ${i} Ltda` },
  palavras: ['fornecedor', String(i).padStart(2, '0'), 'ltda'],
  dataCriacao: '2026-11-28T00:00:00.000Z',
  dataAlteracao: '2026-11-28T00:00:00.000Z',
  versao: 1,
});

const entradasDoShard = async (sigla: string, shard: number, palavra: string) =>
  (
    await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: {
          ':pk': baseDadosKeys.indicePk(sigla, idBase, geracao, shard),
          ':p': baseDadosKeys.prefixoPalavra(`${palavra}#`),
        },
        Select: 'COUNT',
      }),
    )
  ).Count ?? 0;

beforeAll(async () => {
  await gravarRegistrosEmLote(
    deps,
    A,
    idBase,
    geracao,
    Array.from({ length: LINHAS }, (_, i) => registro(i)),
  );
});

describe('the word index carries the tenant', () => {
  it("finds tenant A's entries under A (so the checks below are not vacuous)", async () => {
    const r = await entradasDoPrefixo(deps, A, idBase, geracao, 'ltda', 1000);
    expect([r.entradas.length, r.completo]).toEqual([LINHAS, true]);
  });

  it('tenant B, with the same base id and generation, finds no entry and no record', async () => {
    expect(await entradasDoPrefixo(deps, B, idBase, geracao, 'ltda', 1000)).toEqual({ entradas: [], completo: true });
    const pagina = await buscarPagina(deps, B, { id: idBase, geracao }, ['ltda'], 20);
    expect(pagina.registros).toEqual([]);
    // B's clean-up of "its" generation deletes nothing of A's.
    while ((await excluirPaginaDaGeracao(deps, B, idBase, geracao, 100)).mais);
    expect((await entradasDoPrefixo(deps, A, idBase, geracao, 'ltda', 1000)).entradas.length).toBe(LINHAS);
  });

  it("stores every key of A's records and entries under A's prefix", async () => {
    const itens = await itensComMarca(deps, idBase);
    expect(itens.length).toBe(LINHAS * 4);
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });
});

describe('a word in every row (a hot word)', () => {
  it('is spread over every index shard, none holding more than half', async () => {
    const porShard = await Promise.all(
      Array.from({ length: INDICE_SHARDS }, (_, shard) => entradasDoShard(A, shard, 'ltda')),
    );
    expect(porShard.reduce((t, n) => t + n, 0)).toBe(LINHAS);
    expect(porShard.every((n) => n > 0 && n <= LINHAS / 2)).toBe(true);
  });

  it('is read back by a fan-out over the shards merged in (word, record) order', async () => {
    const todas = await entradasDoPrefixo(deps, A, idBase, geracao, 'ltda', 1000);
    expect(todas.entradas.map((e) => e.idRegistro)).toEqual(Array.from({ length: LINHAS }, (_, i) => registro(i).id));
    expect(todas.entradas.every((e) => e.palavra === 'ltda')).toBe(true);
  });

  it('a fan-out cut short is still the first entries in order, and says it is not complete', async () => {
    const parte = await entradasDoPrefixo(deps, A, idBase, geracao, 'ltda', 10);
    expect(parte.completo).toBe(false);
    expect(parte.entradas.length).toBeGreaterThanOrEqual(10);
    expect(parte.entradas.map((e) => e.idRegistro)).toEqual(
      Array.from({ length: parte.entradas.length }, (_, i) => registro(i).id),
    );
  });

  it('a prefix over several words merges them in word order', async () => {
    const r = await entradasDoPrefixo(deps, A, idBase, geracao, '1', 1000);
    const chaves = r.entradas.map((e) => `${e.palavra}#${e.idRegistro}`);
    expect(chaves).toEqual([...chaves].sort());
    expect(r.entradas.length).toBe(LINHAS - 100 + 10);
  });
});
