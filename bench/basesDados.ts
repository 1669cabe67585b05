/**
 * Data bases benchmark (issue 12), on the runtime of run.ts (in this process, DynamoDB counted):
 *
 * - `dataBaseImport`: BENCH_BD_LINHAS (100,000) supplier rows (name, CNPJ, e-mail, date, price)
 *   imported through the API as the browser sends them: batches of 500, BENCH_BD_PARALELO (3) in
 *   flight, then 'concluir'. Rows per second (wall time of the whole import) and DynamoDB items
 *   written per row (every request of the import, counted under 'http').
 * - `dataBasePage`: one page of 20 records (first page, a page by cursor, a search page) of a base
 *   of 100 rows and of the big one: requests and items read per page, which must stay equal
 *   within a constant whatever the base's size. Every row of both bases holds "Ltda" (a hot word,
 *   its index spread over the shards): bench/basesDadosBusca.ts measures searching it.
 */
import { performance } from 'node:perf_hooks';
import type { ContagemDynamo } from '@wf/functions/data/metricasDynamo';
import { medirBuscasDaPalavraQuente } from './basesDadosBusca';

const LINHAS = Number(process.env.BENCH_BD_LINHAS ?? 100_000);
const PARALELO = Number(process.env.BENCH_BD_PARALELO ?? 3);
// The browser sends 500; BENCH_BD_LOTE lowers it where DynamoDB Local is too slow for 500 rows inside the API's 29 s.
const POR_LOTE = Number(process.env.BENCH_BD_LOTE ?? 500);
const REPETICOES = 10;

export interface MedidorBasesDados {
  api: {
    get<T>(caminho: string): Promise<T>;
    post<T>(caminho: string, body: unknown): Promise<T>;
  };
  zerarMetricas(): void;
  lerMetricas(rotulo: string): ContagemDynamo;
  aguardarFundoOcioso(): Promise<void>;
}

const colunas = [
  { id: 'nome', titulo: 'Nome', keyCampo: 'textoCurto' },
  { id: 'cnpj', titulo: 'CNPJ', keyCampo: 'cnpj' },
  { id: 'email', titulo: 'E-mail', keyCampo: 'email' },
  { id: 'desde', titulo: 'Cliente desde', keyCampo: 'data' },
  { id: 'preco', titulo: 'Preço', keyCampo: 'moeda' },
];

function cnpj(n: number): string {
  const d = String(n).padStart(12, '0').split('').map(Number);
  const dv = (ds: number[], pesos: number[]) => {
    const r = ds.reduce((s, x, i) => s + x * (pesos[i] ?? 0), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...d, d1, dv([...d, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])].join('');
}

const linha = (i: number) => ({
  textoCurto_nome: `Fornecedor ${i} Comércio Ltda`,
  cnpj_cnpj: cnpj(10_000_000 + i),
  email_email: `contato${i}@fornecedor.com.br`,
  data_desde: '2024-01-15',
  moeda_preco: `${i % 1000},90`,
});

async function criarBase(m: MedidorBasesDados, descricao: string): Promise<string> {
  const r = await m.api.post<{ data: { idDataSource: string } }>('/api/datasources/inserir', {
    descricao,
    jsonDados: JSON.stringify({ colunas }),
  });
  return r.data.idDataSource;
}

async function importar(m: MedidorBasesDados, id: string, total: number): Promise<void> {
  const { idImportacao } = await m.api.post<{ idImportacao: string }>(`/api/datasources/${id}/importacoes`, {
    substituir: false,
  });
  const lotes = Math.ceil(total / POR_LOTE);
  let proximo = 0;
  const trabalhador = async () => {
    while (proximo < lotes) {
      const numero = proximo++;
      const registros = Array.from({ length: Math.min(POR_LOTE, total - numero * POR_LOTE) }, (_, k) =>
        linha(numero * POR_LOTE + k),
      );
      await m.api.post(`/api/datasources/${id}/importacoes/${idImportacao}/lotes`, { numero, registros });
    }
  };
  await Promise.all(Array.from({ length: PARALELO }, trabalhador));
  await m.api.post(`/api/datasources/${id}/importacoes/${idImportacao}/concluir`, {});
}

const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;

async function medirPagina(m: MedidorBasesDados, operation: string, rows: number, caminho: () => string) {
  const req: number[] = [];
  const lidos: number[] = [];
  for (let i = 0; i < REPETICOES; i++) {
    m.zerarMetricas();
    await m.api.get(caminho());
    const c = m.lerMetricas('http');
    req.push(c.requisicoes);
    lidos.push(c.itensLidos);
  }
  return { operation, rows, dbRequests: mediana(req), itemsRead: mediana(lidos) };
}

export async function benchBasesDados(m: MedidorBasesDados) {
  const grande = await criarBase(m, 'Fornecedores (grande)');
  await m.aguardarFundoOcioso();
  m.zerarMetricas();
  const t0 = performance.now();
  await importar(m, grande, LINHAS);
  const segundos = (performance.now() - t0) / 1000;
  const escrita = m.lerMetricas('http');
  const total = (await m.api.get<{ totalRegistros: number }>(`/api/datasources/buscar/${grande}`)).totalRegistros;
  const importacao = {
    rows: LINHAS,
    batchSize: POR_LOTE,
    parallel: PARALELO,
    seconds: Math.round(segundos * 10) / 10,
    rowsPerSecond: Math.round(LINHAS / segundos),
    itemsWrittenPerRow: Math.round((escrita.itensEscritos / LINHAS) * 100) / 100,
    dbRequests: escrita.requisicoes,
    totalRegistros: total,
  };
  console.log('dataBaseImport', importacao);

  const pequena = await criarBase(m, 'Fornecedores (pequena)');
  await importar(m, pequena, 100);
  await m.aguardarFundoOcioso();
  const paginas = [];
  for (const [id, rows] of [
    [pequena, 100],
    [grande, LINHAS],
  ] as const) {
    const primeira = await m.api.get<{ proximoCursor: string }>(`/api/datasources/${id}/registros?tamanho=20`);
    paginas.push(await medirPagina(m, 'firstPage', rows, () => `/api/datasources/${id}/registros?tamanho=20`));
    paginas.push(
      await medirPagina(
        m,
        'pageByCursor',
        rows,
        () => `/api/datasources/${id}/registros?tamanho=20&cursor=${primeira.proximoCursor}`,
      ),
    );
    paginas.push(
      await medirPagina(m, 'searchPage', rows, () => `/api/datasources/${id}/registros?tamanho=20&busca=comercio`),
    );
    paginas.push(
      await medirPagina(
        m,
        'comboOptions',
        rows,
        () => `/api/datasources/${id}/opcoes?coluna=nome&busca=fornecedor%201`,
      ),
    );
    paginas.push(...(await medirBuscasDaPalavraQuente(m, id, rows)));
  }
  console.table(paginas);
  return { importacao, paginas };
}
