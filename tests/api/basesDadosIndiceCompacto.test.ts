import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseDadosKeys,
  buscarBaseDados,
  buscarImportacao,
  INDICE_SHARDS,
  registrarIndicesItem,
} from '../../functions/src/data/repositories/baseDadosRepository';
import { transact } from '../../functions/src/data/transact';
import { construirIndiceCompacto } from '../../functions/src/domains/basesDados/services/importacaoJobService';
import { INDICE_COMPACTO } from '../../functions/src/domains/basesDados/entities/indiceCompacto';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { BUCKET, clienteS3 } from '../support/s3';
import { depsDaTabela } from '../support/tabela';
import {
  aguardarImportacao,
  criarBase,
  csvFornecedores,
  di,
  enviarImportacao,
  fornecedor,
  pagina,
  type PaginaRegistros,
} from './support/basesDados';
import { ambienteComDono, type Pessoa } from './support/fluxos';

/**
 * A big import's packed index (ADR 0068) through the real HTTP API and jobs: a file of 3,000 rows
 * (over INDICE_COMPACTO.bytesMinimos) is indexed in chunks of entries, not an item per word of each
 * row; a rare word of its last rows is on the first search page with an exact total; a record
 * edited or deleted after the import is no longer found by its old words; a replace-all's new
 * generation is searchable through its own packed index.
 */

const tabela = depsDaTabela();
const N = 3_000;
let dono: Pessoa;
let id: string;

type Resposta = PaginaRegistros & { totalAproximado?: boolean };
const buscar = (q: string) => pagina(dono, id, `?tamanho=20&busca=${encodeURIComponent(q)}`) as Promise<Resposta>;
const nomes = (p: PaginaRegistros) => p.registros.map((r) => r.valores[di.nome]);

/** Every item of the generation's index shards whose sort key starts with `prefixo`. */
async function itensDoIndice(geracao: string, prefixo: string) {
  const itens: Record<string, unknown>[] = [];
  for (let shard = 0; shard < INDICE_SHARDS; shard++) {
    let inicio: Record<string, unknown> | undefined;
    do {
      const r = await tabela.db.send(
        new QueryCommand({
          TableName: tabela.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': baseDadosKeys.indicePk(dono.sigla, id, geracao, shard), ':p': prefixo },
          ExclusiveStartKey: inicio,
        }),
      );
      itens.push(...(r.Items ?? []));
      inicio = r.LastEvaluatedKey;
    } while (inicio);
  }
  return itens;
}

async function importar(linhas: Record<string, unknown>[], substituir = false) {
  const csv = csvFornecedores(linhas);
  expect(Buffer.byteLength(csv)).toBeGreaterThanOrEqual(INDICE_COMPACTO.bytesMinimos);
  const idImportacao = await enviarImportacao(dono, id, csv, { substituir });
  const fim = await aguardarImportacao(dono, id, idImportacao, 240_000);
  expect(fim).toMatchObject({ status: 'concluida', inseridos: linhas.length, indexados: linhas.length });
  return idImportacao;
}

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
  id = await criarBase(dono, 'Fornecedores em massa');
  await importar(Array.from({ length: N }, (_, i) => fornecedor(i)));
}, 300_000);

describe('the packed index of a big import', () => {
  it('holds the rows in chunks of entries: no item per word of each row, the chunks spread over the shards', async () => {
    const b = await buscarBaseDados(tabela, dono.sigla, id);
    expect(b?.indices).toHaveLength(1);
    const blocos = await itensDoIndice(b!.geracao, 'X#');
    const porPalavra = await itensDoIndice(b!.geracao, 'P#');
    expect(porPalavra).toEqual([]);
    // About ten words a row: 30,000 entries in chunks of at most 1,000 (cut at each first character).
    expect(blocos.length).toBeGreaterThan(N / INDICE_COMPACTO.entradasPorBloco);
    expect(blocos.length).toBeLessThan(N / 20);
    const entradas = blocos.flatMap((x) => String(x.entradas).split('\n'));
    expect(entradas.filter((e) => e.startsWith('fornecedor#'))).toHaveLength(N);
    expect(new Set(blocos.map((x) => String(x.pk))).size).toBe(INDICE_SHARDS);
  });

  it('finds a rare word of the last rows on the first page, with an exact total', async () => {
    const p = await buscar('fornecedor 2987');
    expect(nomes(p)).toEqual(['Fornecedor 2987']);
    expect([p.total, p.totalAproximado ?? false]).toEqual([1, false]);
    const cnpj = await buscar(String(fornecedor(2999)[di.cnpj]));
    expect(nomes(cnpj)).toEqual(['Fornecedor 2999']);
    const prefixo = await buscar('contato299');
    expect(nomes(prefixo)).toEqual([
      'Fornecedor 299',
      ...Array.from({ length: 10 }, (_, k) => `Fornecedor ${2990 + k}`),
    ]);
    expect(prefixo.total).toBe(11);
    const comum = await buscar('fornecedor');
    expect(comum.registros).toHaveLength(20);
    expect(comum.totalAproximado).toBe(true);
  });

  it('no longer finds a record by the words it had before an edit, nor a deleted record', async () => {
    const [alvo] = (await buscar('contato2500')).registros;
    const [outro] = (await buscar('contato2501')).registros;
    expect(alvo && outro).toBeTruthy();
    const alterado = await dono.http.put(
      `/api/datasources/${id}/registros/${alvo!.id}`,
      { valores: { ...fornecedor(2500), [di.nome]: 'Padaria Aurora', [di.email]: 'aurora@padaria.com.br' } },
      { sigla: dono.sigla },
    );
    expect(alterado.status).toBe(200);
    expect((await buscar('contato2500')).total).toBe(0);
    expect(nomes(await buscar('aurora'))).toEqual(['Padaria Aurora']);
    const excluido = await dono.http.delete(`/api/datasources/${id}/registros/${outro!.id}`, { sigla: dono.sigla });
    expect(excluido.status).toBe(200);
    expect(await buscar('contato2501')).toMatchObject({ registros: [], total: 0 });
  });

  it('is built in several passes by first character when its entries do not fit in one', async () => {
    // The import's index built again as if the file had more entries than a pass holds: the plan
    // is made here (a pass of at most 8,000 entries), the passes then run in the runtime's consumer.
    const b = await buscarBaseDados(tabela, dono.sigla, id);
    const [{ id: idImportacao }] = b!.indices!;
    await tabela.db.send(
      new UpdateCommand({
        TableName: tabela.tableName,
        Key: { pk: baseDadosKeys.pk(dono.sigla, id), sk: baseDadosKeys.skImportacao(idImportacao) },
        UpdateExpression: 'SET faixaIndice = :zero, indexados = :zero REMOVE faixas',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    await transact(tabela, [registrarIndicesItem(tabela, dono.sigla, b!, [])]);
    expect((await buscar('contato2987')).total).toBe(0);
    await construirIndiceCompacto(
      { ...tabela, s3: clienteS3(), env: { bucketArquivos: BUCKET } } as unknown as AppDeps,
      {
        idEvento: `teste-compacto-${idImportacao}`,
        ocorridoEm: new Date().toISOString(),
        sigla: dono.sigla,
        idBase: id,
        idImportacao,
        faixa: 0,
      },
      { entradasPorFaixa: 8_000 },
    );
    const fim = await aguardarImportacao(dono, id, idImportacao, 240_000);
    expect(fim.indexados).toBe(fim.inseridos);
    const i = await buscarImportacao(tabela, dono.sigla, id, idImportacao);
    expect(i?.faixas?.length).toBeGreaterThan(3);
    expect(i?.faixaIndice).toBe(i?.faixas?.length);
    expect(nomes(await buscar('contato2987'))).toEqual(['Fornecedor 2987']);
    expect(nomes(await buscar('fornecedor 1234'))).toEqual(['Fornecedor 1234']);
  });

  it('a replace-all is searchable through its own packed index, the old rows gone', async () => {
    const novas = Array.from({ length: N }, (_, i) => ({
      ...fornecedor(i),
      [di.nome]: `Distribuidora ${i}`,
      [di.email]: `vendas${i}@distribuidora.com.br`,
    }));
    const idImportacao = await importar(novas, true);
    const b = await buscarBaseDados(tabela, dono.sigla, id);
    // The list keeps only the current generation's indexes (the old one is swept with its generation).
    expect(b?.indices).toEqual([{ id: idImportacao, geracao: b?.geracao }]);
    expect(nomes(await buscar('vendas2998'))).toEqual(['Distribuidora 2998']);
    expect((await buscar('contato2998')).total).toBe(0);
  });
});
