import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chamarApi as chamar } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The card modal's memory and moves, and the board's filters, in a real browser against the
 * embedded runtime: a card filled in 'Solicitação' and moved to 'Aprovação' shows the request's
 * values in its earlier-stage section; "Mover para" offers only the stages linked from the
 * current one and moves the card (the board shows it in its new column); the filter bar
 * narrows the columns to the matching cards. Arranged through the API.
 */
const { pessoaNova } = usarNavegador();

/** Solicitação -> Aprovação -> Compra, and Arquivo linked from Solicitação only. */
async function arrumarFluxo(pagina: Page) {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
    Fluxo: { descricao: 'Compras', icone: 'RocketOutlined', detalhes: 'Pedidos de compra' },
  });
  const etapa = async (descricao: string, origens: string[]) =>
    (
      await chamar<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', {
        Etapa: { idFluxo: Fluxo.id, descricao },
        listaEtapas: origens,
      })
    ).Etapa.id;
  const solicitacao = await etapa('Solicitação', []);
  const aprovacao = await etapa('Aprovação', [solicitacao]);
  await etapa('Compra', [aprovacao]);
  await etapa('Arquivo', [solicitacao]);
  await chamar(pagina, 'post', `/api/etapas/atualizar-campos-form/${solicitacao}`, {
    listaCamposFormulario: [
      { id: 'item', keyCampo: 'textoCurto', titulo: 'Item', ordem: 0 },
      { id: 'cnpj', keyCampo: 'cnpj', titulo: 'CNPJ do fornecedor', ordem: 1 },
    ],
  });
  await chamar(pagina, 'post', `/api/etapas/atualizar-campos-form/${aprovacao}`, {
    listaCamposFormulario: [{ id: 'parecer', keyCampo: 'textoCurto', titulo: 'Parecer', ordem: 0 }],
  });
  const criar = async (descricao: string, valores: Record<string, unknown> = {}) =>
    (
      await chamar<{ Instancia: { id: string } }>(pagina, 'post', '/api/instancias/inserir', {
        Instancia: { idFluxo: Fluxo.id, descricao, listaValoresFormulario: valores },
      })
    ).Instancia.id;
  return { idFluxo: Fluxo.id, aprovacao, criar };
}

const coluna = (pagina: Page, nome: string) => pagina.locator(`section[aria-label="Etapa ${nome}"]`);
const cardNaColuna = (pagina: Page, etapa: string, card: string) =>
  coluna(pagina, etapa).getByRole('button', { name: card, exact: true });
const cardsDaColuna = (pagina: Page, etapa: string) =>
  coluna(pagina, etapa)
    .locator('[data-card-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('card modal: earlier stages and "Mover para"; board filters', () => {
  it("shows the request's values to the approver's stage and moves the card to an allowed stage only", async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('etapas');
    const { idFluxo, aprovacao, criar } = await arrumarFluxo(pagina);
    const idCard = await criar('Notebook para a equipe', {
      ITEM: 'Notebook Dell',
      CNPJ_DO_FORNECEDOR: '11.222.333/0001-81',
    });
    await chamar(pagina, 'patch', '/api/instancias/mover', { idInstancia: idCard, idEtapaDestino: aprovacao });

    await pagina.goto(`/workflow/process/${idFluxo}?card=${idCard}`);
    const modal = pagina
      .getByRole('dialog')
      .filter({ has: pagina.getByRole('heading', { name: 'Notebook para a equipe' }) });
    await modal.waitFor();
    // The current stage's form, and below it what was asked in Solicitação, with its values.
    await modal.getByRole('form', { name: 'Formulário da etapa Aprovação' }).waitFor();
    const anterior = modal.getByRole('form', { name: 'Formulário da etapa Solicitação' });
    await anterior.waitFor();
    await expect.poll(() => anterior.getByLabel('Item').inputValue()).toBe('Notebook Dell');
    expect(await anterior.getByLabel('CNPJ do fornecedor').inputValue()).toBe('11.222.333/0001-81');

    // From Aprovação only Compra is offered (Arquivo is linked from Solicitação, not from here).
    await modal.getByRole('combobox', { name: 'Mover para' }).click();
    const opcoes = pagina.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => opcoes.allInnerTexts(), { timeout: 10_000 }).toEqual(['Compra']);
    // Keyboard: the highlighted option is chosen with Enter.
    await pagina.keyboard.press('Enter');
    await pagina.locator('.ant-message').getByText('Card movimentado com sucesso!').waitFor();
    await modal.locator('.ant-tag').filter({ hasText: 'Compra' }).first().waitFor();
    // Now Aprovação is an earlier stage too.
    await modal.getByRole('form', { name: 'Formulário da etapa Aprovação' }).waitFor();
    await modal.getByRole('form', { name: 'Formulário da etapa Solicitação' }).waitFor();

    await pagina.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await cardNaColuna(pagina, 'Compra', 'Notebook para a equipe').waitFor();
    expect(await cardsDaColuna(pagina, 'Compra')).toEqual(['Notebook para a equipe']);
    expect(await cardsDaColuna(pagina, 'Aprovação')).toEqual([]);

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('narrows the columns to the cards matching the search, and clears back', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('filtro');
    const { idFluxo, aprovacao, criar } = await arrumarFluxo(pagina);
    await criar('Notebook Dell');
    await criar('Cadeira de escritório');
    const lenovo = await criar('Notebook Lenovo');
    await chamar(pagina, 'patch', '/api/instancias/mover', { idInstancia: lenovo, idEtapaDestino: aprovacao });

    await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);
    await cardNaColuna(pagina, 'Solicitação', 'Cadeira de escritório').waitFor();
    await cardNaColuna(pagina, 'Solicitação', 'Notebook Dell').waitFor();

    await pagina.getByRole('searchbox', { name: 'Pesquisar no quadro' }).fill('notebook');
    await pagina.getByRole('status').filter({ hasText: '2 cards encontrados' }).waitFor();
    await expect.poll(() => cardsDaColuna(pagina, 'Solicitação')).toEqual(['Notebook Dell']);
    expect(await cardsDaColuna(pagina, 'Aprovação')).toEqual(['Notebook Lenovo']);
    expect(await coluna(pagina, 'Compra').getByText('Nenhum card encontrado com os filtros').isVisible()).toBe(true);

    await pagina.getByRole('button', { name: 'Limpar filtros' }).click();
    await cardNaColuna(pagina, 'Solicitação', 'Cadeira de escritório').waitFor();
    await expect
      .poll(async () => (await cardsDaColuna(pagina, 'Solicitação')).sort())
      .toEqual(['Cadeira de escritório', 'Notebook Dell']);

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
