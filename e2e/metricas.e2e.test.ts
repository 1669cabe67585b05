import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mensagensRelatorio } from '@wf/shared/schemas/relatorio';
import { CABECALHOS } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The Métricas tab in a real browser: a flow with cards shows its totals and its three charts
 * (drawn by the chart library, downloaded only when the tab opens); a new flow shows the
 * empty-state text instead of empty charts.
 */
const { pessoaNova } = usarNavegador();

async function pedir<T>(pagina: Page, metodo: 'post' | 'patch', url: string, data: unknown): Promise<T> {
  const r = await pagina.request[metodo](url, { headers: CABECALHOS, data });
  if (r.status() >= 300) throw new Error(`${url}: HTTP ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}

const criarFluxo = async (pagina: Page, descricao: string) =>
  (
    await pedir<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
      Fluxo: { descricao, icone: 'RocketOutlined', detalhes: descricao },
    })
  ).Fluxo.id;
const criarEtapa = async (pagina: Page, idFluxo: string, descricao: string, origens: string[]) =>
  (
    await pedir<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', {
      Etapa: { idFluxo, descricao },
      listaEtapas: origens,
    })
  ).Etapa.id;
const criarCard = async (pagina: Page, idFluxo: string, descricao: string) =>
  (
    await pedir<{ Instancia: { id: string } }>(pagina, 'post', '/api/instancias/inserir', {
      Instancia: { idFluxo, descricao },
    })
  ).Instancia.id;

describe('Métricas tab /process/{id}?tab=metricas', () => {
  it('shows the totals and the donuts and line of a flow with cards, the chart code loaded only with the tab', async () => {
    const { contexto, pagina, errosDaPagina, email } = await pessoaNova('metricas');
    const idFluxo = await criarFluxo(pagina, 'Compras');
    const a = await criarEtapa(pagina, idFluxo, 'Solicitação', []);
    const b = await criarEtapa(pagina, idFluxo, 'Aprovação', [a]);
    const cards = [
      await criarCard(pagina, idFluxo, 'Pedido 1'),
      await criarCard(pagina, idFluxo, 'Pedido 2'),
      await criarCard(pagina, idFluxo, 'Pedido 3'),
    ];
    await pedir(pagina, 'patch', '/api/instancias/mover', { idInstancia: cards[0], idEtapaDestino: b });
    await pedir(pagina, 'post', '/api/instancia/responsaveis/inserir', { idInstancia: cards[1], emailUsuario: email });

    const scripts: string[] = [];
    pagina.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await pagina.goto(`/workflow/process/${idFluxo}`);
    await pagina.getByRole('tab', { name: 'Quadro' }).waitFor();
    expect(scripts.some((u) => u.includes('AbaMetricas'))).toBe(false);

    await pagina.getByRole('tab', { name: 'Métricas' }).click();
    await pagina.waitForURL(/tab=metricas/);
    const aba = pagina.getByTestId('aba-metricas');
    await aba.waitFor();
    expect(scripts.some((u) => u.includes('AbaMetricas'))).toBe(true);
    await expect
      .poll(() => aba.locator('.ant-statistic').filter({ hasText: 'Cards no fluxo' }).innerText())
      .toContain('3');

    // The donut of stages has one slice per stage with cards; the responsible donut fills once
    // the counters caught up (reload until then); the line has its 30 days.
    await expect
      .poll(() => pagina.getByRole('img', { name: 'Cards por etapa' }).locator('.recharts-pie-sector').count())
      .toBe(2);
    await expect
      .poll(
        async () => {
          const n = await pagina
            .getByRole('img', { name: 'Cards por responsável' })
            .locator('.recharts-pie-sector')
            .count();
          if (n === 0) await pagina.reload();
          return n;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    const linha = pagina.getByRole('img', { name: 'Cards movimentados por dia' });
    await expect.poll(() => linha.locator('.recharts-line-curve').count()).toBe(1);
    await expect.poll(() => linha.locator('.recharts-cartesian-axis-tick').count()).toBeGreaterThan(5);
    await expect.poll(() => pagina.getByText(mensagensRelatorio.semDadosMetricas).count()).toBe(0);
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('shows the empty-state text on a new flow', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('metricas-vazio');
    const idFluxo = await criarFluxo(pagina, 'Novo');
    await pagina.goto(`/workflow/process/${idFluxo}?tab=metricas`);
    await pagina.getByText(mensagensRelatorio.semDadosMetricas).waitFor();
    expect(await pagina.locator('.recharts-surface').count()).toBe(0);
    await expect
      .poll(() => pagina.locator('.ant-statistic').filter({ hasText: 'Cards no fluxo' }).innerText())
      .toContain('0');
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
