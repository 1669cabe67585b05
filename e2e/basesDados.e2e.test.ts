import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mensagensBaseDados } from '@wf/shared/constants/baseDados';
import { CABECALHOS } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * Data bases in a real browser against the real routes: a base created from the list page, a CSV
 * of 1,000 rows imported through the dialog (uploaded, then a server job), its 7 invalid rows
 * listed by line, the 993 others counted and searchable, and the export downloaded and compared
 * row by row; an import whose page is closed mid-way is found finished when the page is opened
 * again; a base created from a CSV gets the column types inferred from it.
 */
const { pessoaNova } = usarNavegador();

/** A valid CNPJ from its 12 first digits (the two check digits computed). */
function cnpj(n: number): string {
  const base = String(11_222_333_0000 + n)
    .padStart(12, '0')
    .split('')
    .map(Number);
  const digito = (d: number[]) => {
    const pesos = d.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const resto = d.reduce((s, x, i) => s + x * pesos[i], 0) % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = digito(base);
  const d2 = digito([...base, d1]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

const nome = (i: number) => `Empresa ${String(i).padStart(4, '0')}`;

/** Line of the file (header = line 1) -> what is wrong with it. */
const INVALIDAS: Record<number, { campo: string; tipo: string; valor: string; mensagem: string }> = {
  101: { campo: 'CNPJ', tipo: 'CNPJ', valor: '11.222.333/0001-00', mensagem: 'CNPJ inválido' },
  202: { campo: 'CNPJ', tipo: 'CNPJ', valor: '123', mensagem: 'CNPJ inválido' },
  303: { campo: 'CNPJ', tipo: 'CNPJ', valor: '00.000.000/0000-00', mensagem: 'CNPJ inválido' },
  404: { campo: 'E-mail', tipo: 'E-mail', valor: 'sem-arroba.com', mensagem: 'O valor deve ser um e-mail válido' },
  505: { campo: 'E-mail', tipo: 'E-mail', valor: 'a@b', mensagem: 'O valor deve ser um e-mail válido' },
  606: { campo: 'Início', tipo: 'Data', valor: '31/02/2024', mensagem: 'O valor deve ser uma data válida' },
  707: { campo: 'Início', tipo: 'Data', valor: 'ontem', mensagem: 'O valor deve ser uma data válida' },
};

function csvDeTeste(): { texto: string; esperadas: string[][] } {
  const linhas = ['Razão social;CNPJ;E-mail;Início;Limite'];
  const esperadas: string[][] = [];
  for (let i = 1; i <= 1000; i++) {
    const linhaDoArquivo = i + 1;
    const dia = String((i % 28) + 1).padStart(2, '0');
    const celulas = [nome(i), cnpj(i), `Contato${i}@Empresa.com.br`, `${dia}/03/2024`, `${i}.250,5`];
    const ruim = INVALIDAS[linhaDoArquivo];
    if (ruim) celulas[['Razão social', 'CNPJ', 'E-mail', 'Início'].indexOf(ruim.campo)] = ruim.valor;
    else esperadas.push([nome(i), cnpj(i), `contato${i}@empresa.com.br`, `2024-03-${dia}`, String(i * 1000 + 250.5)]);
    linhas.push(celulas.join(';'));
  }
  return { texto: `${linhas.join('\r\n')}\r\n`, esperadas };
}

async function pedir<T>(pagina: Page, metodo: 'post' | 'put', url: string, data: unknown): Promise<T> {
  const r = await pagina.request[metodo](url, { headers: CABECALHOS, data });
  if (r.status() >= 300) throw new Error(`${url}: HTTP ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}

describe('data bases /base-dados and /data-base/{id}', () => {
  // About 11,000 items written by DynamoDB Local (each record with its search words): minutes on a
  // busy machine, so this test may take longer than the suite's 90 s.
  it(
    'imports a CSV of 1,000 rows listing the 7 invalid ones, searches the 993 others and exports them',
    { timeout: 300_000 },
    async () => {
      const { contexto, pagina, errosDaPagina } = await pessoaNova('basesdados');

      await pagina.goto('/workflow/base-dados');
      await pagina.getByRole('button', { name: 'Criar Base de Dados' }).first().click();
      const criar = pagina.getByRole('dialog', { name: 'Criar Base de Dados' });
      await criar.getByRole('button', { name: 'Criar' }).click();
      await criar.getByText('Por favor, digite o titulo da sua base de dados').waitFor();
      await criar.getByLabel('Título').fill('Fornecedores');
      await criar.getByRole('button', { name: 'Criar' }).click();
      await pagina.waitForURL(/\/data-base\/[^/]+$/);
      const idBase = decodeURIComponent(pagina.url().split('/').pop()!);

      // Four columns through the route, the fifth through the page's dialog.
      await pedir(pagina, 'put', '/api/datasources/atualizar', {
        id: idBase,
        descricao: 'Fornecedores',
        jsonDados: JSON.stringify({
          colunas: [
            { id: 'razao', titulo: 'Razão social', keyCampo: 'textoCurto' },
            { id: 'cnpj', titulo: 'CNPJ', keyCampo: 'cnpj' },
            { id: 'email', titulo: 'E-mail', keyCampo: 'email' },
            { id: 'inicio', titulo: 'Início', keyCampo: 'data' },
          ],
          linhas: [],
        }),
      });
      await pagina.reload();
      await pagina.getByRole('button', { name: 'Nova coluna' }).click();
      const coluna = pagina.getByRole('dialog', { name: 'Nova coluna' });
      await coluna.getByLabel('Título da coluna').fill('Limite');
      await coluna.getByLabel('Tipo de campo').click();
      await pagina.locator('.ant-select-item-option').filter({ hasText: 'Moeda' }).click();
      await coluna.getByRole('button', { name: 'Criar coluna' }).click();
      await pagina.getByRole('columnheader', { name: 'Limite' }).waitFor();

      const { texto, esperadas } = csvDeTeste();
      await pagina.getByRole('button', { name: 'Importar' }).click();
      const importar = pagina.getByRole('dialog', { name: 'Importar CSV' });
      await importar
        .locator('input[type=file]')
        .setInputFiles({ name: 'fornecedores.csv', mimeType: 'text/csv', buffer: Buffer.from(texto, 'utf8') });
      // The 5-row preview with every CSV column related to the base's column of the same title.
      const previa = importar.getByRole('table').filter({ hasText: 'Empresa 0001' });
      await previa.getByText('Empresa 0005').waitFor();
      expect(await previa.getByText('Empresa 0006').count()).toBe(0);
      await importar.getByRole('button', { name: 'Importar' }).click();

      await importar.getByText('993 registro(s) importado(s)').waitFor({ timeout: 240_000 });
      // The rows are listed at once; the dialog says when search finds them too (their index follows).
      await importar.getByText('Importação concluída').waitFor({ timeout: 120_000 });
      await importar
        .getByText('Algumas linhas não foram importadas pois contém valor inválido para o tipo de campo relacionado')
        .waitFor();
      const listadas = await importar
        .getByRole('region', { name: 'Linhas inválidas' })
        .locator('tbody tr.ant-table-row')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
        );
      expect(listadas.sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
        Object.entries(INVALIDAS).map(([linha, i]) => [linha, i.campo, i.tipo, i.valor, i.mensagem]),
      );
      await importar.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();

      await expect.poll(() => pagina.getByLabel('Registros', { exact: true }).innerText()).toBe('Registros: 993');
      await pagina.getByLabel('Pesquisar registros').fill('0500');
      const linhas = pagina.locator('tbody tr.ant-table-row');
      await expect
        .poll(async () => (await linhas.locator('td:first-child').allInnerTexts()).map((t) => t.trim()))
        .toEqual(['Empresa 0500']);
      // Line 101 (Empresa 0100) had a bad CNPJ: it is not there.
      await pagina.getByLabel('Pesquisar registros').fill('0100');
      await pagina.getByText('Nenhum dado encontrado').waitFor();
      await pagina.getByLabel('Pesquisar registros').fill('');

      const [download] = await Promise.all([
        pagina.waitForEvent('download'),
        pagina.getByRole('button', { name: 'Exportar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('fornecedores.csv');
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [cabecalho, ...corpo] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ';' }).data;
      expect(cabecalho).toEqual(['Razão social', 'CNPJ', 'E-mail', 'Início', 'Limite']);
      const ordenar = (l: string[][]) => [...l].sort((a, b) => a[0].localeCompare(b[0]));
      expect(ordenar(corpo)).toEqual(ordenar(esperadas));

      expect(errosDaPagina).toEqual([]);
      await contexto.close();
    },
  );

  it(
    'an import goes on with the page closed: the page opened again finds it finished',
    { timeout: 180_000 },
    async () => {
      const { contexto, pagina, errosDaPagina } = await pessoaNova('basesdadosfechar');
      const { data } = await pedir<{ data: { idDataSource: string } }>(pagina, 'post', '/api/datasources/inserir', {
        descricao: 'Fornecedores',
        jsonDados: JSON.stringify({
          colunas: [
            { id: 'razao', titulo: 'Razão social', keyCampo: 'textoCurto' },
            { id: 'cnpj', titulo: 'CNPJ', keyCampo: 'cnpj' },
            { id: 'email', titulo: 'E-mail', keyCampo: 'email' },
            { id: 'inicio', titulo: 'Início', keyCampo: 'data' },
            { id: 'limite', titulo: 'Limite', keyCampo: 'moeda' },
          ],
        }),
      });
      const idBase = data.idDataSource;
      await pagina.goto(`/workflow/data-base/${idBase}`);
      await pagina.getByRole('button', { name: 'Importar' }).click();
      const importar = pagina.getByRole('dialog', { name: 'Importar CSV' });
      await importar
        .locator('input[type=file]')
        .setInputFiles({ name: 'fornecedores.csv', mimeType: 'text/csv', buffer: Buffer.from(csvDeTeste().texto) });
      await importar.getByRole('table').getByText('Empresa 0005').waitFor();
      // The tab is closed as soon as the server accepted the import (its job has just started).
      const aceita = pagina.waitForResponse((r) => r.url().includes('/processar') && r.status() === 202);
      await importar.getByRole('button', { name: 'Importar' }).click();
      await aceita;
      expect(errosDaPagina).toEqual([]);
      await pagina.close();

      const outra = await contexto.newPage();
      await outra.goto(`/workflow/data-base/${idBase}`);
      await outra.getByText('Importação concluída: 993 registro(s) importado(s)').waitFor({ timeout: 120_000 });
      await outra.getByText('7 linha(s) com valor inválido não foram importadas.').waitFor();
      await expect.poll(() => outra.getByLabel('Registros', { exact: true }).innerText()).toBe('Registros: 993');
      // While the rows' search index is written the page says so; once it is gone, a late row is found.
      await outra.getByText(mensagensBaseDados.importacaoIndexando).waitFor({ state: 'detached', timeout: 60_000 });
      await outra.getByPlaceholder('Pesquisar registros').fill(csvDeTeste().esperadas.at(-1)![0]!);
      await expect
        .poll(() =>
          outra
            .getByText(/encontrado\(s\)/)
            .first()
            .innerText(),
        )
        .toBe('1 encontrado(s)');
      await contexto.close();
    },
  );

  it(
    'creates the columns of a CSV with the types inferred from it, and enforces them',
    { timeout: 180_000 },
    async () => {
      const { contexto, pagina, errosDaPagina } = await pessoaNova('basesdadostipos');
      const { data } = await pedir<{ data: { idDataSource: string } }>(pagina, 'post', '/api/datasources/inserir', {
        descricao: 'Sem colunas',
      });
      await pagina.goto(`/workflow/data-base/${data.idDataSource}`);
      await pagina.getByRole('button', { name: 'Importar' }).click();
      const importar = pagina.getByRole('dialog', { name: 'Importar CSV' });
      const texto = [
        'Nome;CNPJ;E-mail;Desde;Valor',
        `Alfa;${cnpj(1)};a@alfa.com;01/02/2024;R$ 10,50`,
        `Beta;${cnpj(2)};b@beta.com;15/03/2024;R$ 7,00`,
        'Gama;11.222.333/0001-00;c@gama.com;20/03/2024;R$ 1,00',
      ].join('\n');
      await importar
        .locator('input[type=file]')
        .setInputFiles({ name: 'sem-colunas.csv', mimeType: 'text/csv', buffer: Buffer.from(texto) });
      // The sample's last row has an invalid CNPJ: the column is suggested as text; the person corrects it.
      const tipo = (nome: string) =>
        importar.locator('.ant-select', { has: pagina.getByLabel(`Tipo da coluna ${nome}`) }).first();
      await expect.poll(() => tipo('E-mail').innerText()).toContain('E-mail');
      expect(await tipo('Desde').innerText()).toContain('Data');
      expect(await tipo('Valor').innerText()).toContain('Moeda');
      expect(await tipo('CNPJ').innerText()).toContain('Texto curto');
      await tipo('CNPJ').click();
      await pagina
        .locator('.ant-select-item-option')
        .filter({ hasText: /^CNPJ$/ })
        .click();
      await importar.getByRole('button', { name: 'Criar colunas do CSV' }).click();
      await importar.getByLabel('Coluna da base para CNPJ').first().waitFor();
      await importar.getByRole('button', { name: 'Importar' }).click();
      await importar.getByText('2 registro(s) importado(s)').waitFor({ timeout: 120_000 });
      await importar.getByRole('region', { name: 'Linhas inválidas' }).getByText('CNPJ inválido').waitFor();
      expect(errosDaPagina).toEqual([]);
      await contexto.close();
    },
  );

  it('picks a record in a card form’s combo and a rule fills two fields from the base on card creation', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('basesdadoscampos');
    const { data } = await pedir<{ data: { idDataSource: string } }>(pagina, 'post', '/api/datasources/inserir', {
      descricao: 'Fornecedores',
      jsonDados: JSON.stringify({
        colunas: [
          { id: 'razao', titulo: 'Razão social', keyCampo: 'textoCurto' },
          { id: 'cnpj', titulo: 'CNPJ', keyCampo: 'cnpj' },
          { id: 'cidade', titulo: 'Cidade', keyCampo: 'textoCurto' },
        ],
        linhas: [
          { textoCurto_razao: 'Alfa Ltda', cnpj_cnpj: cnpj(1), textoCurto_cidade: 'Recife' },
          { textoCurto_razao: 'Beta Comércio', cnpj_cnpj: cnpj(2), textoCurto_cidade: 'Natal' },
          { textoCurto_razao: 'Gama Serviços', cnpj_cnpj: cnpj(3), textoCurto_cidade: 'Belém' },
        ],
      }),
    });
    const idBase = data.idDataSource;
    const { Fluxo } = await pedir<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
      Fluxo: {
        descricao: 'Compras',
        icone: 'RocketOutlined',
        detalhes: 'Compras do escritório',
        rotuloNovaInstancia: 'Nova compra',
      },
    });
    const { Etapa } = await pedir<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', {
      Etapa: { idFluxo: Fluxo.id, descricao: 'Entrada', cor: '#1677ff', etapaInicial: 'S' },
      listaEtapas: [],
    });
    await pedir(pagina, 'post', `/api/etapas/atualizar-campos-form/${Etapa.id}`, {
      listaCamposFormulario: [
        {
          id: 'fornecedor',
          keyCampo: 'selecaoOpcoes',
          titulo: 'Fornecedor',
          ordem: 0,
          tipoCampoCombo: 'dataBase',
          vinculoDataBase: { idDataBase: idBase, idColuna: 'razao' },
        },
        { id: 'cnpj', keyCampo: 'cnpj', titulo: 'CNPJ', ordem: 1 },
        { id: 'razao', keyCampo: 'textoCurto', titulo: 'Razão social', ordem: 2 },
        { id: 'cidade', keyCampo: 'textoCurto', titulo: 'Cidade', ordem: 3 },
      ],
    });
    const acao = {
      id: 'busca',
      key: 'preencherVariaveisBaseDados',
      executarNoServidor: true,
      prioridade: 1,
      formulario: {
        idDataBase: idBase,
        filtros: [{ variavel: 'CNPJ', idColuna: 'cnpj' }],
        atribuicoes: [
          { idColuna: 'razao', nomeVariavel: 'RAZAO_SOCIAL' },
          { idColuna: 'cidade', nomeVariavel: 'CIDADE' },
        ],
      },
    };
    await pedir(pagina, 'post', '/api/fluxo/regras/inserir', {
      idFluxo: Fluxo.id,
      descricao: 'Dados do fornecedor',
      ativo: 'S',
      jsonRegras: {
        prioridade: 1,
        evento: { key: 'cardCriado', title: 'Card criado', idEtapa: null },
        acoes: [acao],
        condicionais: { operacaoLogica: 'AND', listaCondicionais: [] },
      },
    });
    const { Instancia } = await pedir<{ Instancia: { id: string } }>(pagina, 'post', '/api/instancias/inserir', {
      Instancia: {
        idFluxo: Fluxo.id,
        descricao: 'Compra de papel',
        listaEtiquetas: [],
        listaValoresFormulario: { CNPJ: cnpj(2) },
      },
    });

    await pagina.goto(`/workflow/process/${Fluxo.id}?card=${Instancia.id}`);
    const modal = pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: 'Compra de papel' }) });
    await modal.waitFor();
    // The rule filled the two fields from the record of the card's CNPJ (the modal follows the change).
    await expect.poll(() => modal.getByLabel('Razão social').inputValue(), { timeout: 30_000 }).toBe('Beta Comércio');
    expect(await modal.getByLabel('Cidade').inputValue()).toBe('Natal');

    // The combo searches the base's column on the server as the person types.
    await modal.getByLabel('Fornecedor').click();
    await modal.getByLabel('Fornecedor').fill('gam');
    // filterOption is off: only the server's answer to the search narrows the list.
    await expect.poll(() => pagina.locator('.ant-select-item-option').allInnerTexts()).toEqual(['Gama Serviços']);
    await pagina.locator('.ant-select-item-option').filter({ hasText: 'Gama Serviços' }).click();
    await modal.getByRole('button', { name: 'Salvar formulário' }).click();
    await expect
      .poll(async () => {
        const r = await pagina.request.get(`/api/instancias/buscar-por-id/${Instancia.id}`, { headers: CABECALHOS });
        return (
          (await r.json()) as { Instancia: { jsonDadosExecucao: { listaValoresFormulario: Record<string, unknown> } } }
        ).Instancia.jsonDadosExecucao.listaValoresFormulario;
      })
      .toMatchObject({ FORNECEDOR: 'Gama Serviços', RAZAO_SOCIAL: 'Beta Comércio', CIDADE: 'Natal' });

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
