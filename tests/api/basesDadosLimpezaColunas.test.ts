import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buscarBaseDados,
  entradasDoPrefixo,
  paginaDeRegistros,
  salvarBaseDadosItem,
} from '../../functions/src/data/repositories/baseDadosRepository';
import { transact } from '../../functions/src/data/transact';
import { limparColunasRemovidas } from '../../functions/src/domains/basesDados/services/limpezaColunasService';
import { buildDeps, type AppDeps } from '../../functions/src/kernel/deps';
import { readEnvironment } from '../../functions/src/kernel/environment';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import { pagina } from './support/basesDados';
import { ambienteComDono, type Pessoa } from './support/fluxos';

/**
 * A removed column: its values and index words leave the base's records in the background (the
 * `limpeza` consumer, limpezaColunasBaseDados), in bounded steps chained through the outbox,
 * idempotent (a repeated step changes nothing more) and resumable (each step carries its cursor).
 */

const tabela = depsDaTabela();
const depsDoConsumidor = (): AppDeps => ({
  ...buildDeps(readEnvironment(handlerEnvironment(inject('endpoints')))),
  ...tabela,
});
let dono: Pessoa;

const colunas = [
  { id: 'nome', titulo: 'Nome', keyCampo: 'textoCurto', dataIndex: 'textoCurto_nome' },
  { id: 'obs', titulo: 'Observação', keyCampo: 'textoCurto', dataIndex: 'textoCurto_obs' },
];
const linhas = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ textoCurto_nome: `Fornecedor ${i}`, textoCurto_obs: 'Fortaleza Norte' }));

async function criarBase(n: number): Promise<string> {
  const r = await dono.http.post<{ data: { idDataSource: string } }>(
    '/api/datasources/inserir',
    { descricao: `Colunas ${randomUUID().slice(0, 6)}`, jsonDados: JSON.stringify({ colunas, linhas: linhas(n) }) },
    { sigla: dono.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.idDataSource;
}

/** The records still holding the obs column's value, and the index entries of its words. */
async function restos(id: string) {
  const b = await buscarBaseDados(tabela, dono.sigla, id);
  if (!b) throw new Error('base sumiu');
  const registros = (await paginaDeRegistros(tabela, dono.sigla, id, b.geracao, 500)).registros;
  const entradas = await entradasDoPrefixo(tabela, dono.sigla, id, b.geracao, 'fortaleza', 500);
  return {
    comValor: registros.filter((r) => 'textoCurto_obs' in r.valores).length,
    comPalavra: registros.filter((r) => r.palavras.includes('fortaleza')).length,
    entradas: entradas.entradas.length,
    registros: registros.length,
  };
}

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

/** The clean-up's first step for the column `obs`, as the column's removal writes it. */
const primeiroPasso = (sigla: string, idBase: string, geracao: string, versao: number) => ({
  tipo: 'limpezaColunasBaseDados' as const,
  detalhe: {
    idEvento: randomUUID(),
    sigla,
    ocorridoEm: new Date().toISOString(),
    idBase,
    geracao,
    versao,
    colunas: ['textoCurto_obs'],
    passo: 0,
  },
});

describe('removing a column', () => {
  it('its values and words leave every record in the background; search no longer finds them', async () => {
    const id = await criarBase(12);
    expect((await pagina(dono, id, '?busca=fortaleza')).total).toBe(12);

    const r = await dono.http.put(
      '/api/datasources/atualizar',
      { id, descricao: 'Sem observação', jsonDados: JSON.stringify({ colunas: [colunas[0]] }) },
      { sigla: dono.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    await eventually(async () => ((await restos(id)).entradas === 0 ? true : undefined), 30_000, 250);
    expect(await restos(id)).toEqual({ comValor: 0, comPalavra: 0, entradas: 0, registros: 12 });
    expect((await pagina(dono, id, '?busca=fortaleza')).total).toBe(0);
    expect((await pagina(dono, id, '?busca=fornecedor%2011')).registros.map((x) => x.valores)).toEqual([
      { textoCurto_nome: 'Fornecedor 11' },
    ]);
  }, 120_000);

  it('runs in bounded steps: a repeated step changes nothing more, the chain goes on from its cursor', async () => {
    const id = await criarBase(12);
    // The column goes without the event (the steps below are driven by hand).
    const b = await buscarBaseDados(tabela, dono.sigla, id);
    if (!b) throw new Error('base não criada');
    const semObs = { ...b, colunas: b.colunas.filter((c) => c.id !== 'obs'), versao: b.versao + 1 };
    expect(await transact(tabela, [salvarBaseDadosItem(tabela, dono.sigla, semObs, b.versao)])).toBe(true);

    const passo0 = () =>
      limparColunasRemovidas(depsDoConsumidor(), primeiroPasso(dono.sigla, id, b.geracao, semObs.versao), 5);
    await passo0();
    // Step 0 cleaned the first 5 records (the next steps, written to the outbox, may already run).
    const depois = await restos(id);
    expect(depois.comValor).toBeLessThanOrEqual(7);
    expect(depois.entradas).toBeLessThanOrEqual(7);
    await passo0();
    await eventually(async () => ((await restos(id)).comValor === 0 ? true : undefined), 30_000, 250);
    expect(await restos(id)).toEqual({ comValor: 0, comPalavra: 0, entradas: 0, registros: 12 });
  }, 120_000);

  it('leaves a column added back with the same dataIndex alone', async () => {
    const id = await criarBase(3);
    const b = await buscarBaseDados(tabela, dono.sigla, id);
    if (!b) throw new Error('base não criada');
    await limparColunasRemovidas(depsDoConsumidor(), primeiroPasso(dono.sigla, id, b.geracao, b.versao));
    expect(await restos(id)).toEqual({ comValor: 3, comPalavra: 3, entradas: 3, registros: 3 });
  });
});
