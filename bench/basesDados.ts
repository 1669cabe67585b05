/**
 * Data bases benchmark (issues 12 and 26), on the runtime of run.ts (in this process, DynamoDB counted):
 *
 * - `dataBaseImport`: a CSV of BENCH_BD_LINHAS (100,000) supplier rows (name, CNPJ, e-mail, date,
 *   price) imported as the SPA does: declared, PUT to the presigned URL, started; then the server
 *   job (the `jobs` consumer) reads it in steps. Measured from the declaration: `secondsToRows` (the
 *   import concluded: every row listed and counted) and `seconds` (end to end: every row's search
 *   index written too, i.e. searchable); rows per second over the latter; DynamoDB items written
 *   per row (the requests' and the background's, everything the import caused).
 * - `dataBasePage`: one page of 20 records (first page, a page by cursor, a search page) of a base
 *   of 100 rows and of the big one: requests and items read per page, which must stay equal
 *   within a constant whatever the base's size. Every row of both bases holds "Ltda" (a hot word,
 *   its index spread over the shards): bench/basesDadosBusca.ts measures searching it.
 */
import { performance } from 'node:perf_hooks';
import type { ContagemDynamo } from '@wf/functions/data/metricasDynamo';
import { medirBuscasDaPalavraQuente } from './basesDadosBusca';

const LINHAS = Number(process.env.BENCH_BD_LINHAS ?? 100_000);
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

const ordem = ['textoCurto_nome', 'cnpj_cnpj', 'email_email', 'data_desde', 'moeda_preco'] as const;

function csv(total: number): Buffer {
  const linhas = ['Nome;CNPJ;E-mail;Cliente desde;Preço'];
  for (let i = 0; i < total; i++) {
    const l = linha(i);
    linhas.push(ordem.map((k) => l[k]).join(';'));
  }
  return Buffer.from(linhas.join('\r\n'), 'utf8');
}

interface Importacao {
  status: string;
  inseridos: number;
  indexados: number;
}

/** An import as the SPA runs it; resolves when its rows are concluded and when they are all searchable. */
async function importar(m: MedidorBasesDados, id: string, arquivo: Buffer) {
  const t0 = performance.now();
  const { idImportacao, urlUpload } = await m.api.post<{ idImportacao: string; urlUpload: string }>(
    `/api/datasources/${id}/importacoes`,
    {
      tamanho: arquivo.length,
      mapeamento: { '0': 'nome', '1': 'cnpj', '2': 'email', '3': 'desde', '4': 'preco' },
    },
  );
  const put = await fetch(urlUpload, {
    method: 'PUT',
    body: arquivo,
    headers: { 'content-type': 'text/csv', 'content-length': String(arquivo.length) },
  });
  if (!put.ok) throw new Error(`upload: HTTP ${put.status}`);
  await m.api.post(`/api/datasources/${id}/importacoes/${idImportacao}/processar`, {});
  let concluida: number | null = null;
  for (;;) {
    const { Importacao: i } = await m.api.get<{ Importacao: Importacao }>(
      `/api/datasources/${id}/importacoes/${idImportacao}`,
    );
    if (i.status === 'falhou') throw new Error('a importação falhou');
    if (i.status === 'concluida') concluida ??= performance.now();
    if (i.status === 'concluida' && i.indexados === i.inseridos) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const fim = performance.now();
  return { segundosAteRegistros: ((concluida ?? fim) - t0) / 1000, segundos: (fim - t0) / 1000 };
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
  const arquivo = csv(LINHAS);
  await m.aguardarFundoOcioso();
  m.zerarMetricas();
  const t = await importar(m, grande, arquivo);
  await m.aguardarFundoOcioso();
  const escritos = m.lerMetricas('http').itensEscritos + m.lerMetricas('fundo').itensEscritos;
  const requisicoes = m.lerMetricas('http').requisicoes + m.lerMetricas('fundo').requisicoes;
  const total = (await m.api.get<{ totalRegistros: number }>(`/api/datasources/buscar/${grande}`)).totalRegistros;
  const importacao = {
    rows: LINHAS,
    fileBytes: arquivo.length,
    secondsToRows: Math.round(t.segundosAteRegistros * 10) / 10,
    seconds: Math.round(t.segundos * 10) / 10,
    rowsPerSecond: Math.round(LINHAS / t.segundos),
    itemsWrittenPerRow: Math.round((escritos / LINHAS) * 100) / 100,
    dbRequests: requisicoes,
    totalRegistros: total,
  };
  console.log('dataBaseImport', importacao);

  const pequena = await criarBase(m, 'Fornecedores (pequena)');
  await importar(m, pequena, csv(100));
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
