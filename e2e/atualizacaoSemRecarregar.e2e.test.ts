import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { criarFluxoComEtapa } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * What a change refreshes, in a real browser against the embedded runtime: a card created from
 * the board shows in its column and the column counter moves; a title edited in the card modal
 * shows in the list view behind it. Neither waits for a reload or for the queries' 30 s
 * staleness: every check uses expect.poll's default timeout, right after the request answered.
 */
const { pessoaNova } = usarNavegador();

const coluna = (pagina: Page, nome: string) => pagina.locator(`section[aria-label="Etapa ${nome}"]`);
const contador = (pagina: Page, etapa: string) => coluna(pagina, etapa).locator('[data-contador]');
const cardsDaColuna = (pagina: Page, etapa: string) =>
  coluna(pagina, etapa)
    .locator('[data-card-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const linhasDaLista = (pagina: Page) =>
  pagina.locator('tr[aria-label^="Abrir card "]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

function respostaDe(pagina: Page, metodo: string, caminho: string) {
  return pagina.waitForResponse(
    (r) => r.request().method() === metodo && new URL(r.url()).pathname.startsWith(caminho),
  );
}

describe('changes reach the board and the list without a reload', () => {
  it('a created card shows in its column with the counter moved; an edited title shows in the list at once', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('semrecarregar');
    const { idFluxo } = await criarFluxoComEtapa(pagina, 'Suporte');
    await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);
    await coluna(pagina, 'Entrada').waitFor();
    await expect.poll(() => contador(pagina, 'Entrada').innerText()).toBe('0');

    // Created from the board's floating button: the column and its counter follow.
    await pagina.getByRole('button', { name: 'Nova solicitação' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Nova solicitação' });
    await dialogo.getByLabel('Descrição').fill('Chamado 7');
    await dialogo.getByLabel('Cliente').fill('Padaria');
    const criacao = respostaDe(pagina, 'POST', '/api/instancias/inserir');
    await dialogo.getByRole('button', { name: 'Criar card' }).click();
    expect((await criacao).status()).toBe(201);
    await dialogo.waitFor({ state: 'hidden' });
    await expect.poll(() => cardsDaColuna(pagina, 'Entrada')).toEqual(['Chamado 7']);
    await expect.poll(() => contador(pagina, 'Entrada').innerText()).toBe('1');

    // The list view, loaded once, then the card opened from it and its title edited in the modal.
    await pagina.getByRole('radiogroup', { name: 'Visualização dos cards' }).getByText('Lista').click();
    await expect.poll(() => linhasDaLista(pagina)).toEqual(['Abrir card Chamado 7']);
    await pagina.getByRole('row', { name: 'Abrir card Chamado 7' }).click();
    const modal = pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: 'Chamado 7' }) });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Editar título' }).click();
    // While edited, the title is a textarea in place of the heading.
    const campoTitulo = pagina.getByRole('dialog').locator('.ant-typography-edit-content textarea');
    await campoTitulo.fill('Chamado 7 resolvido');
    const edicao = respostaDe(pagina, 'PUT', '/api/instancias/atualizar/');
    await campoTitulo.press('Enter');
    expect((await edicao).status()).toBe(200);
    await expect.poll(() => linhasDaLista(pagina)).toEqual(['Abrir card Chamado 7 resolvido']);

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
