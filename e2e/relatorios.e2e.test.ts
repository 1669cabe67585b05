import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CABECALHOS } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * /reports in a real browser: the four tabs, the period picker with its presets, a sortable
 * table, and the CSV download: the file's bytes (UTF-8 with BOM, `;`) and its rows are checked.
 */
const { pessoaNova } = usarNavegador();

async function pedir<T>(pagina: Page, url: string, data: unknown): Promise<T> {
  const r = await pagina.request.post(url, { headers: CABECALHOS, data });
  if (r.status() >= 300) throw new Error(`${url}: HTTP ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}

describe('reports /reports', () => {
  it('lists the cards created in the period, sorts them and downloads them as CSV with the right rows', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('relatorios');
    const { Fluxo } = await pedir<{ Fluxo: { id: string } }>(pagina, '/api/fluxos/inserir', {
      Fluxo: { descricao: 'Manutenção', icone: 'RocketOutlined', detalhes: 'Chamados' },
    });
    await pedir(pagina, '/api/etapas/inserir', { Etapa: { idFluxo: Fluxo.id, descricao: 'Triagem' }, listaEtapas: [] });
    const titulos = ['Trocar lâmpada', 'Ar-condicionado; sala "B"', 'Consertar porta'];
    for (const descricao of titulos)
      await pedir(pagina, '/api/instancias/inserir', { Instancia: { idFluxo: Fluxo.id, descricao } });

    await pagina.goto('/workflow/reports');
    for (const aba of ['Fluxos disponíveis', 'Cards criados', 'Cards vencendo', 'Cards em acompanhamento'])
      await pagina.getByRole('tab', { name: aba }).waitFor();
    // First tab: the flow and its totals.
    await pagina.getByRole('row').filter({ hasText: 'Manutenção' }).filter({ hasText: '3' }).waitFor();

    await pagina.getByRole('tab', { name: 'Cards criados' }).click();
    const tabela = pagina.getByRole('tabpanel', { name: 'Cards criados' });
    // The period opens on the last 30 days; the 7-day preset keeps today's cards.
    await tabela.getByLabel('Período de Cards criados').first().click();
    await pagina
      .locator('.ant-picker-presets li')
      .filter({ hasText: 'Últimos 7 dias' })
      .filter({ visible: true })
      .click();
    const linhas = tabela.locator('tbody tr.ant-table-row');
    await expect.poll(() => linhas.count()).toBe(3);
    await tabela.getByRole('columnheader', { name: 'Card' }).click();
    await expect
      .poll(async () => (await linhas.locator('td:first-child').allInnerTexts()).map((t) => t.trim()))
      .toEqual([...titulos].sort((x, y) => x.localeCompare(y, 'pt-BR')));

    const [download] = await Promise.all([
      pagina.waitForEvent('download'),
      tabela.getByRole('button', { name: 'Baixar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^relatorio-cards-criados-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texto = bytes.subarray(3).toString('utf8');
    const { data } = Papa.parse<string[]>(texto, { delimiter: ';' });
    const [cabecalho, ...corpo] = data;
    expect(cabecalho).toEqual([
      'Card',
      'Criado em',
      'Vencimento',
      'Última movimentação',
      'Fluxo',
      'Etapa atual',
      'Responsáveis',
    ]);
    expect(corpo.map((l) => l[0]).sort()).toEqual([...titulos].sort());
    // Dates show in the browser's zone (lib/datas.ts): "today" is the browser's, which is not São
    // Paulo's between 21:00 and midnight there on a machine in UTC.
    const hoje = await pagina.evaluate(() => new Intl.DateTimeFormat('pt-BR').format(new Date()));
    for (const linha of corpo) {
      expect(linha.slice(1, 3)).toEqual([hoje, ' - ']);
      expect(linha.slice(4)).toEqual(['Manutenção', 'Triagem', '']);
    }
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
