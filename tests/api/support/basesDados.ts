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

export async function importar(p: Pessoa, id: string, lotes: Record<string, unknown>[][], substituir = false) {
  const inicio = await p.http.post<{ idImportacao: string }>(
    `/api/datasources/${id}/importacoes`,
    { substituir },
    { sigla: p.sigla },
  );
  expect(inicio.status, JSON.stringify(inicio.body)).toBe(201);
  const { idImportacao } = inicio.body;
  // One batch at a time: the tests share two cores with the runtime (bench/basesDados.ts sends them in parallel).
  const respostas = [];
  for (const [numero, registros] of lotes.entries()) {
    const r = await p.http.post<{
      inseridos: number;
      invalidos: { linha: number; campo: string; tipo: string; valor: unknown }[];
    }>(`/api/datasources/${id}/importacoes/${idImportacao}/lotes`, { numero, registros }, { sigla: p.sigla });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    respostas.push(r.body);
  }
  return { idImportacao, respostas };
}

export async function concluir(p: Pessoa, id: string, idImportacao: string) {
  const r = await p.http.post<{ mensagem: string; totalRegistros: number }>(
    `/api/datasources/${id}/importacoes/${idImportacao}/concluir`,
    {},
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}
