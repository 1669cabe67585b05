import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buscarBaseDados,
  contarItem,
  gravarRegistrosEmLote,
} from '../../functions/src/data/repositories/baseDadosRepository';
import { transact } from '../../functions/src/data/transact';
import {
  idDoRegistroImportado,
  idOrdenavel,
  palavrasDoRegistro,
} from '../../functions/src/domains/basesDados/entities/baseDados';
import { buscarPrimeiroRegistro } from '../../functions/src/domains/basesDados/services/registroService';
import { depsDaTabela } from '../support/tabela';
import { pagina, type PaginaRegistros } from './support/basesDados';
import { ambienteComDono, type Pessoa } from './support/fluxos';

/**
 * Search of a 1,000-row base through the real HTTP API: the first page holds the first matches,
 * `total` counts the matches (or says it is an estimate), a record matching a term by two of its
 * words appears once, pages stay put while rows are added, and a combo field's options reach
 * rows past the 900th.
 */

const tabela = depsDaTabela();
let dono: Pessoa;
let id: string;

const colunas = [
  { id: 'nome', titulo: 'Nome', keyCampo: 'textoCurto' },
  { id: 'obs', titulo: 'Observação', keyCampo: 'textoCurto' },
];
const nome = 'textoCurto_nome';
const obs = 'textoCurto_obs';
/** Row i: "Fornecedor i"; every tenth also "Forte fortaleza" (two words starting with "fort"). */
const linha = (i: number) => ({ [nome]: `Fornecedor ${i}`, [obs]: i % 10 === 0 ? 'Forte fortaleza' : 'Comum' });

type Resposta = PaginaRegistros & { totalAproximado: boolean };
const buscar = (q: string, cursor?: string | null) =>
  pagina(
    dono,
    id,
    `?tamanho=20&busca=${encodeURIComponent(q)}${cursor ? `&cursor=${cursor}` : ''}`,
  ) as Promise<Resposta>;
const nomes = (p: PaginaRegistros) => p.registros.map((r) => r.valores[nome]);

/** Every page of a search, following the cursors. */
async function todasAsPaginas(q: string): Promise<Resposta[]> {
  const paginas: Resposta[] = [];
  let cursor: string | null = null;
  do {
    const p: Resposta = await buscar(q, cursor);
    paginas.push(p);
    cursor = p.proximoCursor;
  } while (cursor && paginas.length < 100);
  return paginas;
}

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
  const r = await dono.http.post<{ data: { idDataSource: string } }>(
    '/api/datasources/inserir',
    { descricao: 'Mil fornecedores', jsonDados: JSON.stringify({ colunas }) },
    { sigla: dono.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  id = r.body.data.idDataSource;
  // The rows through the repository an import writes with (one request of 1,000 rows outlasts the
  // API's 29 s on DynamoDB Local when the machine is shared): ids in row order, as an import's.
  const base = await buscarBaseDados(tabela, dono.sigla, id);
  if (!base) throw new Error('base não criada');
  const agora = new Date();
  const idImportacao = idOrdenavel(agora, randomUUID());
  const registros = Array.from({ length: 1000 }, (_, i) => {
    const valores = linha(i);
    return {
      id: idDoRegistroImportado(idImportacao, 0, i),
      valores,
      palavras: palavrasDoRegistro(base.colunas, valores),
      dataCriacao: agora.toISOString(),
      dataAlteracao: agora.toISOString(),
      versao: 1,
    };
  });
  await gravarRegistrosEmLote(tabela, dono.sigla, id, base.geracao, registros);
  await transact(tabela, [contarItem(tabela, dono.sigla, id, base.geracao, 0, registros.length)]);
  expect((await pagina(dono, id)).total).toBe(1000);
}, 180_000);

describe('search of a 1,000-row base', () => {
  it('puts the first matches on page 1 and counts the matches, not the base', async () => {
    const p = await buscar('Fornecedor 123');
    expect(nomes(p)).toEqual(['Fornecedor 123']);
    expect([p.total, p.totalAproximado, p.proximoCursor]).toEqual([1, false, null]);

    // Words of one character are not indexed ("Fornecedor 9" has no word starting with "9").
    const nove = await buscar('fornecedor 9');
    expect(nomes(nove)).toEqual([
      ...Array.from({ length: 10 }, (_, k) => `Fornecedor ${90 + k}`),
      ...Array.from({ length: 10 }, (_, k) => `Fornecedor ${900 + k}`),
    ]);
    expect([nove.total, nove.totalAproximado]).toEqual([110, false]);
  });

  it('lists a record once when two of its words start with the term, on every page, and the total matches', async () => {
    const paginas = await todasAsPaginas('fort');
    const todos = paginas.flatMap(nomes);
    expect(todos).toEqual(Array.from({ length: 100 }, (_, k) => `Fornecedor ${k * 10}`));
    expect(paginas.map((p) => p.registros.length)).toEqual([20, 20, 20, 20, 20]);
    expect(paginas.every((p) => p.total === 100 && !p.totalAproximado)).toBe(true);
  });

  it('a word in every row: pages in order, the total labelled as an estimate', async () => {
    const p = await buscar('fornecedor');
    expect(nomes(p)).toEqual(Array.from({ length: 20 }, (_, k) => `Fornecedor ${k}`));
    expect(p.totalAproximado).toBe(true);
    expect(p.total).toBe(1000);
    const segunda = await buscar('fornecedor', p.proximoCursor);
    expect(nomes(segunda)).toEqual(Array.from({ length: 20 }, (_, k) => `Fornecedor ${20 + k}`));
  });

  it('keeps its pages while rows are added: the next page goes on after the last row shown', async () => {
    const primeira = await buscar('fortaleza');
    expect(nomes(primeira)).toEqual(Array.from({ length: 20 }, (_, k) => `Fornecedor ${k * 10}`));
    const nova = await dono.http.post(
      `/api/datasources/${id}/registros`,
      { valores: { [nome]: 'Fornecedor novo', [obs]: 'Fortaleza' } },
      { sigla: dono.sigla },
    );
    expect(nova.status).toBe(201);
    const segunda = await buscar('fortaleza', primeira.proximoCursor);
    expect(nomes(segunda)).toEqual(Array.from({ length: 20 }, (_, k) => `Fornecedor ${(20 + k) * 10}`));
    expect(segunda.total).toBe(101);
    const resto = (await todasAsPaginas('fortaleza')).flatMap(nomes);
    expect(resto.slice(-2)).toEqual(['Fornecedor 990', 'Fornecedor novo']);
    expect(new Set(resto).size).toBe(101);
  });
});

describe('combo options of a 1,000-row base', () => {
  const opcoes = (busca: string, cursor?: string | null) =>
    dono.http.get<{ opcoes: { valor: string }[]; proximoCursor: string | null }>(
      `/api/datasources/${id}/opcoes?coluna=nome&busca=${encodeURIComponent(busca)}${cursor ? `&cursor=${cursor}` : ''}`,
      { sigla: dono.sigla },
    );

  it('finds suppliers past row 900 by what is typed', async () => {
    expect((await opcoes('Fornecedor 950')).body.opcoes.map((o) => o.valor)).toEqual(['Fornecedor 950']);
    expect((await opcoes('480')).body.opcoes.map((o) => o.valor)).toEqual(['Fornecedor 480']);
    expect((await opcoes('fornecedor 99')).body.opcoes.map((o) => o.valor)).toEqual([
      'Fornecedor 99',
      ...Array.from({ length: 10 }, (_, k) => `Fornecedor ${990 + k}`),
    ]);
  });

  it('pages through the whole base, 20 options a page', async () => {
    const valores: string[] = [];
    let cursor: string | null = null;
    let paginas = 0;
    do {
      const r = await opcoes('forn', cursor);
      expect(r.status).toBe(200);
      expect(r.body.opcoes.length).toBeLessThanOrEqual(20);
      valores.push(...r.body.opcoes.map((o) => o.valor));
      cursor = r.body.proximoCursor;
      paginas++;
    } while (cursor && paginas < 80);
    // The 1,000 rows (and the one the paging test added): each once.
    expect(valores.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(valores).size).toBe(valores.length);
    expect(valores).toContain('Fornecedor 999');
  }, 180_000);

  it("a card's combo value and the rules' lookup find a row past the 900th", async () => {
    const r = await buscarPrimeiroRegistro(tabela, dono.sigla, id, [{ idColuna: 'nome', valor: 'fornecedor 950' }]);
    expect(r?.valores[nome]).toBe('Fornecedor 950');
  });
});
