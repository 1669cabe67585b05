import { expect } from 'vitest';
import type { Pessoa } from './fluxos';

/** A valid CNPJ from 12 base digits (check digits computed), formatted as people type it. */
export function cnpj(base12: string): string {
  const d = base12.padStart(12, '0').slice(0, 12).split('').map(Number);
  const dv = (ds: number[], pesos: number[]) => {
    const r = ds.reduce((s, x, i) => s + x * (pesos[i] ?? 0), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = dv([...d, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const s = [...d, d1, d2].join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

/** The suppliers' columns: name, CNPJ, e-mail, date and a price. */
export const colunasFornecedores = [
  { id: 'nome', titulo: 'Nome', keyCampo: 'textoCurto' },
  { id: 'cnpj', titulo: 'CNPJ', keyCampo: 'cnpj' },
  { id: 'email', titulo: 'E-mail', keyCampo: 'email' },
  { id: 'desde', titulo: 'Cliente desde', keyCampo: 'data' },
  { id: 'preco', titulo: 'Preço', keyCampo: 'moeda' },
];
/** dataIndex of each column as the server builds it (`<keyCampo>_<id>`). */
export const di = {
  nome: 'textoCurto_nome',
  cnpj: 'cnpj_cnpj',
  email: 'email_email',
  desde: 'data_desde',
  preco: 'moeda_preco',
};

export const fornecedor = (i: number) => ({
  [di.nome]: `Fornecedor ${i}`,
  [di.cnpj]: cnpj(String(10_000_000 + i)),
  [di.email]: `contato${i}@fornecedor.com.br`,
  [di.desde]: '2024-01-15',
  [di.preco]: `${i},5`,
});

export async function criarBase(
  p: Pessoa,
  descricao = 'Fornecedores',
  linhas?: Record<string, unknown>[],
): Promise<string> {
  const r = await p.http.post<{ mensagem: string; data: { idDataSource: string } }>(
    '/api/datasources/inserir',
    {
      descricao,
      detalhes: 'Cadastro de fornecedores',
      jsonDados: JSON.stringify({ colunas: colunasFornecedores, linhas }),
    },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.idDataSource;
}

export interface PaginaRegistros {
  registros: { id: string; valores: Record<string, string | number | null> }[];
  proximoCursor: string | null;
  total: number;
}

export async function pagina(p: Pessoa, id: string, q = ''): Promise<PaginaRegistros> {
  const r = await p.http.get<PaginaRegistros>(`/api/datasources/${id}/registros${q}`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** Every record, page after page (at most 500 per page). */
export async function todosRegistros(p: Pessoa, id: string): Promise<PaginaRegistros['registros']> {
  const todos: PaginaRegistros['registros'] = [];
  let cursor: string | null = null;
  do {
    const r: PaginaRegistros = await pagina(p, id, `?tamanho=500${cursor ? `&cursor=${cursor}` : ''}`);
    todos.push(...r.registros);
    cursor = r.proximoCursor;
  } while (cursor);
  return todos;
}

export interface Importacao {
  id: string;
  status: 'aguardandoArquivo' | 'processando' | 'concluida' | 'falhou';
  linhasLidas: number;
  bytesLidos: number;
  inseridos: number;
  indexados: number;
  totalInvalidas: number;
  invalidas: { linha: number; campo: string; tipo: string; valor: string; mensagem: string }[];
  motivoFalha: string | null;
}

/** A CSV of suppliers (header Nome;CNPJ;E-mail;Cliente desde;Preço) from rows of the columns' values. */
export function csvFornecedores(linhas: Record<string, unknown>[]): string {
  const celula = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  const ordem = [di.nome, di.cnpj, di.email, di.desde, di.preco];
  return ['Nome;CNPJ;E-mail;Cliente desde;Preço', ...linhas.map((l) => ordem.map((k) => celula(l[k])).join(';'))].join(
    '\r\n',
  );
}

/** CSV column i -> the suppliers' column ids, in the order csvFornecedores writes them. */
export const mapeamentoFornecedores = { '0': 'nome', '1': 'cnpj', '2': 'email', '3': 'desde', '4': 'preco' };

/**
 * An import as the SPA runs it: declared (size and mapping), the file PUT to the presigned URL,
 * then started; answers its id (the server job runs it on its own).
 */
export async function enviarImportacao(
  p: Pessoa,
  id: string,
  csv: string | Buffer,
  opcoes: { substituir?: boolean; cabecalho?: boolean; mapeamento?: Record<string, string> } = {},
): Promise<string> {
  const bytes = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  const inicio = await p.http.post<{ idImportacao: string; urlUpload: string }>(
    `/api/datasources/${id}/importacoes`,
    {
      substituir: opcoes.substituir ?? false,
      cabecalho: opcoes.cabecalho ?? true,
      tamanho: bytes.length,
      mapeamento: opcoes.mapeamento ?? mapeamentoFornecedores,
    },
    { sigla: p.sigla },
  );
  expect(inicio.status, JSON.stringify(inicio.body)).toBe(201);
  const put = await fetch(inicio.body.urlUpload, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'text/csv', 'content-length': String(bytes.length) },
  });
  expect(put.status).toBe(200);
  const r = await p.http.post<{ Importacao: Importacao }>(
    `/api/datasources/${id}/importacoes/${inicio.body.idImportacao}/processar`,
    {},
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(202);
  return inicio.body.idImportacao;
}

export async function lerImportacao(p: Pessoa, id: string, idImportacao: string): Promise<Importacao> {
  const r = await p.http.get<{ Importacao: Importacao }>(`/api/datasources/${id}/importacoes/${idImportacao}`, {
    sigla: p.sigla,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Importacao;
}

/** Polls the import's route until it ends (concluida or falhou) and its rows are all indexed. */
export async function aguardarImportacao(p: Pessoa, id: string, idImportacao: string, ms = 120_000) {
  const fim = Date.now() + ms;
  for (;;) {
    const i = await lerImportacao(p, id, idImportacao);
    if (i.status === 'falhou' || (i.status === 'concluida' && i.indexados === i.inseridos)) return i;
    if (Date.now() > fim) throw new Error(`importação não terminou: ${JSON.stringify(i)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
