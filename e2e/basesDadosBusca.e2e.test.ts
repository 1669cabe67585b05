import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CABECALHOS } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * Searching a data base as a new user sees it: the matching row past the first pages is on page 1
 * and the footer counts the matches, not the base (before, page 1 said "Nenhum dado encontrado"
 * while the footer said "150 encontrado(s)"). "cerca de": rotuloDoTotal's unit test.
 */
const { pessoaNova } = usarNavegador();

async function pedir<T>(pagina: Page, url: string, data: unknown): Promise<T> {
  const r = await pagina.request.post(url, { headers: CABECALHOS, data });
  if (r.status() >= 300) throw new Error(`${url}: HTTP ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}

describe('search of a data base /data-base/{id}', () => {
  it('shows "Fornecedor 123" on page 1 with "1 encontrado(s)", and a word in every row from the first row', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('basesbusca');
    // 150 rows of one column through the creation route (one batch).
    const criada = await pedir<{ data: { idDataSource: string } }>(pagina, '/api/datasources/inserir', {
      descricao: 'Fornecedores',
      jsonDados: JSON.stringify({
        colunas: [{ id: 'nome', titulo: 'Nome', keyCampo: 'textoCurto' }],
        linhas: Array.from({ length: 150 }, (_, i) => ({ textoCurto_nome: `Fornecedor ${i}` })),
      }),
    });
    await pagina.goto(`/workflow/data-base/${encodeURIComponent(criada.data.idDataSource)}`);
    await pagina.getByText('150 registro(s)').waitFor();

    await pagina.getByRole('textbox', { name: 'Pesquisar registros' }).fill('Fornecedor 123');
    await pagina.getByText('1 encontrado(s)').waitFor();
    const linhas = pagina.locator('.ant-table-tbody tr.ant-table-row');
    expect(await linhas.allTextContents()).toEqual(['Fornecedor 123']);

    await pagina.getByRole('textbox', { name: 'Pesquisar registros' }).fill('fornecedor');
    await pagina.getByText('150 encontrado(s)', { exact: true }).waitFor();
    expect((await linhas.allTextContents()).slice(0, 2)).toEqual(['Fornecedor 0', 'Fornecedor 1']);

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
