import { NOTAS_DE_VERSAO, ULTIMA_VERSAO } from '@wf/shared/constants/releases';
import { describe, expect, it } from 'vitest';
import { CABECALHOS, criarCard, criarFluxoComEtapa } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The home in a real browser: the welcome screen for a person whose flows hold no card; then,
 * with cards, the tiles (default "under my responsibility"), the list switching with the tile,
 * the chart of the flow, the feed loading its next page when scrolled, and the release dialog.
 */
const { pessoaNova } = usarNavegador();

describe('home', () => {
  it('shows the welcome screen only while the person has no card', async () => {
    const nova = await pessoaNova('home-vazia');
    await nova.pagina.goto('/workflow/home');
    await nova.pagina.getByTestId('boas-vindas').waitFor();
    await nova.pagina.getByRole('button', { name: 'Criar primeiro card' }).waitFor();
    expect(await nova.pagina.getByTestId('tile-1').count()).toBe(0);
    expect(nova.errosDaPagina).toEqual([]);
    await nova.contexto.close();
  });

  it('tiles switch the list, the chart shows the flow, the feed scrolls to its next page, the release opens', async () => {
    const ana = await pessoaNova('home-ana');
    const { idFluxo } = await criarFluxoComEtapa(ana.pagina, 'Compras da home');
    const ids: string[] = [];
    for (let i = 1; i <= 24; i++)
      ids.push(await criarCard(ana.pagina, idFluxo, `Pedido ${String(i).padStart(2, '0')}`));
    for (const idInstancia of ids.slice(0, 2)) {
      const r = await ana.pagina.request.post('/api/instancia/responsaveis/inserir', {
        headers: CABECALHOS,
        data: { idInstancia, emailUsuario: ana.email },
      });
      expect(r.status()).toBe(201);
    }

    // The projections follow the events: reload until the responsible tile counts both cards.
    const tile2 = ana.pagina.getByTestId('tile-2');
    await expect
      .poll(
        async () => {
          await ana.pagina.goto('/workflow/home');
          await tile2.waitFor();
          return tile2.innerText();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toContain('2');

    // Default tile: "under my responsibility", listing exactly its two cards.
    expect(await tile2.getAttribute('aria-pressed')).toBe('true');
    const lista = ana.pagina.getByTestId('lista-cards-tile');
    await expect.poll(() => lista.getByTestId('card-tile').count()).toBe(2);
    expect(await ana.pagina.getByTestId('tile-1').innerText()).toContain('24');

    // Tile 1: every card (24, one page of 30: no pagination).
    await ana.pagina.getByTestId('tile-1').click();
    expect(await ana.pagina.getByTestId('tile-1').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => lista.getByTestId('card-tile').count()).toBe(24);
    expect(await lista.locator('.ant-pagination').count()).toBe(0);
    // A card of the list opens on its flow's page.
    await lista.getByText('Pedido 24').click();
    await expect.poll(() => new URL(ana.pagina.url()).searchParams.get('card')).toBe(ids[23]);
    await ana.pagina.goto('/workflow/home');

    // The chart of the flow, drawn.
    const grafico = ana.pagina.getByTestId('grafico-home');
    await grafico.waitFor();
    await expect.poll(() => grafico.locator('svg.recharts-surface').count()).toBeGreaterThan(0);

    // The feed: 20 lines, then the next page once its end is scrolled into view (24 creations + 2 responsibles).
    const feed = ana.pagina.getByTestId('feed-atividades');
    const linhas = feed.getByTestId('atividade');
    await expect.poll(() => linhas.count(), { timeout: 15_000 }).toBe(20);
    await feed.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => linhas.count(), { timeout: 15_000 }).toBe(26);

    // The latest release: its dialog, then every release on its own page. This product's own
    // versions, not the specification's 1.5.100 (docs/adr/0056-release-notes-of-this-product.md).
    await ana.pagina.getByTestId('indicador-release').click();
    const dialogo = ana.pagina.getByRole('dialog', { name: 'Novidades' });
    await dialogo.getByRole('heading', { name: `Versão ${ULTIMA_VERSAO.versao}` }).waitFor();
    await dialogo.getByRole('link', { name: 'Ver todas as atualizações' }).click();
    await ana.pagina.getByRole('heading', { name: 'Histórico de atualizações' }).waitFor();
    const notas = ana.pagina.getByRole('main').getByTestId('nota-versao');
    expect(await notas.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      NOTAS_DE_VERSAO.map((nota) => `Versão ${nota.versao}`),
    );

    expect(ana.errosDaPagina).toEqual([]);
    await ana.contexto.close();
  }, 240_000); // 24 cards through the API and their events, on a shared machine
});
