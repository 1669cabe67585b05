import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportacaoBaseDados } from '@wf/shared/schemas/baseDados';
import { baseDadosKeys, buscarBaseDados } from '../../functions/src/data/repositories/baseDadosRepository';
import { idDaLinhaImportada } from '../../functions/src/domains/basesDados/entities/baseDados';
import { INDICE_COMPACTO } from '../../functions/src/domains/basesDados/entities/indiceCompacto';
import { localCredentials } from '../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import { colunasFornecedores, csvFornecedores, di, fornecedor } from '../api/support/basesDados';
import { DEMO, demoSessionCookie } from '../support/demoSession';
import { eventually } from '../support/eventually';
import { chamarFilho, prepararRuntimeFilho, type RuntimeFilho } from '../support/runtimeFilho';

/**
 * A data base import (the `jobs` consumer's chain of steps over the uploaded CSV) survives
 * `npm start` killed with SIGKILL half-way: started again on the same data, the import ends with
 * exactly the file's valid rows (no row lost, none twice: each record's id comes from its line),
 * the base's counter equal to them and every invalid row listed once. IMPORT_CRASH_LINHAS rows
 * (3,000 by default: two steps, a file big enough for a packed index, ADR 0068), one in 1,000
 * invalid; the packed index is built after the restart.
 */
const N = Number(process.env.IMPORT_CRASH_LINHAS ?? 3_000);
let rt: RuntimeFilho;

beforeAll(async () => {
  rt = await prepararRuntimeFilho('importacao-crash-', 120_000);
});

afterAll(async () => {
  await rt?.encerrar();
});

async function todasAsChaves(tabela: { db: DynamoDBDocumentClient; tableName: string }, pk: string, prefixo: string) {
  const sks: string[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await tabela.db.send(
      new QueryCommand({
        TableName: tabela.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': pk, ':p': prefixo },
        ProjectionExpression: 'sk',
        ExclusiveStartKey: inicio,
      }),
    );
    sks.push(...(r.Items ?? []).map((i) => String(i.sk)));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return sks;
}

describe('a data base import with the runtime killed half-way', () => {
  it('ends after a restart with exactly the valid rows of the file, counted once', async () => {
    const t0 = Date.now();
    const s = () => `${Math.round((Date.now() - t0) / 1000)} s`;
    let instance = await rt.iniciar();
    const cookie = await demoSessionCookie(instance.baseUrl);
    const base = await chamarFilho<{ data: { idDataSource: string } }>(
      instance,
      cookie,
      'POST',
      '/api/datasources/inserir',
      {
        descricao: 'Importação interrompida',
        jsonDados: JSON.stringify({ colunas: colunasFornecedores }),
      },
    );
    expect(base.status).toBe(201);
    const id = base.body.data.idDataSource;

    const linhas = Array.from({ length: N }, (_, i) =>
      i % 1000 === 7 ? { ...fornecedor(i), [di.email]: 'sem-arroba' } : fornecedor(i),
    );
    const validas = linhas.flatMap((l, i) => (l[di.email] === 'sem-arroba' ? [] : [i + 2]));
    const bytes = Buffer.from(csvFornecedores(linhas), 'utf8');
    expect(bytes.length).toBeGreaterThanOrEqual(INDICE_COMPACTO.bytesMinimos);
    const inicio = await chamarFilho<{ idImportacao: string; urlUpload: string }>(
      instance,
      cookie,
      'POST',
      `/api/datasources/${id}/importacoes`,
      {
        tamanho: bytes.length,
        mapeamento: { '0': 'nome', '1': 'cnpj', '2': 'email', '3': 'desde', '4': 'preco' },
      },
    );
    expect(inicio.status).toBe(201);
    const { idImportacao } = inicio.body;
    const put = await fetch(inicio.body.urlUpload, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'text/csv', 'content-length': String(bytes.length) },
    });
    expect(put.status).toBe(200);
    const caminho = `/api/datasources/${id}/importacoes/${idImportacao}`;
    expect((await chamarFilho(instance, cookie, 'POST', `${caminho}/processar`)).status).toBe(202);
    // The runtime may answer 5xx while it comes back: such an answer is shown and polled again.
    const ler = async (): Promise<ImportacaoBaseDados | undefined> => {
      const r = await chamarFilho<{ Importacao: ImportacaoBaseDados }>(instance, cookie, 'GET', caminho);
      if (r.status === 200) return r.body.Importacao;
      console.log(`GET da importação: HTTP ${r.status} ${JSON.stringify(r.body)}\n${instance.output().slice(-3000)}`);
      expect(r.status).toBeGreaterThanOrEqual(500);
      return undefined;
    };

    // Killed once a step has been checkpointed and before the file's end (the next step is then
    // writing rows it has not yet counted).
    const meio = await eventually(
      async () => {
        const i = await ler();
        return i && i.inseridos > 0 ? i : undefined;
      },
      240_000,
      50,
    );
    await rt.matar(instance);
    expect(meio.status).toBe('processando');
    console.log(`${s()}: morto com ${meio.inseridos} de ${validas.length} linhas importadas`);

    instance = await rt.iniciar();
    console.log(`${s()}: de pé outra vez`);
    const fim = await eventually(
      async () => {
        const i = await ler();
        return i && (i.status === 'falhou' || (i.status === 'concluida' && i.indexados === i.inseridos))
          ? i
          : undefined;
      },
      600_000,
      500,
    );
    console.log(`${s()}: importação terminada`);
    expect(fim).toMatchObject({
      status: 'concluida',
      linhasLidas: N + 1,
      inseridos: validas.length,
      indexados: validas.length,
      totalInvalidas: Math.ceil((N - 7) / 1000),
    });

    const tabela = {
      db: DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: `http://localhost:${rt.portas.dynamo}`,
          region: LOCAL_NAMES.region,
          credentials: localCredentials,
        }),
      ),
      tableName: LOCAL_NAMES.tableName,
    };
    const b = await buscarBaseDados(tabela, DEMO.sigla, id);
    const registros = await todasAsChaves(tabela, baseDadosKeys.geracaoPk(DEMO.sigla, id, b!.geracao), 'R#');
    expect(registros).toHaveLength(validas.length);
    expect(new Set(registros)).toEqual(new Set(validas.map((l) => `R#${idDaLinhaImportada(idImportacao, l)}`)));
    const rejeitadas = await todasAsChaves(tabela, baseDadosKeys.pk(DEMO.sigla, id), `REJEITADA#${idImportacao}#`);
    expect(rejeitadas).toHaveLength(Math.ceil((N - 7) / 1000));
    expect(b!.indices).toEqual([{ id: idImportacao, geracao: b!.geracao }]);
    const aberta = await chamarFilho<{ totalRegistros: number }>(
      instance,
      cookie,
      'GET',
      `/api/datasources/buscar/${id}`,
    );
    expect(aberta.body.totalRegistros).toBe(validas.length);
  }, 1_200_000);
});
