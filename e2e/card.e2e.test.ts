import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { criarCard, criarFluxoComEtapa, lerCard } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The card modal in a real browser against the embedded runtime: opened by its
 * ?card= deep link, a checklist built by pasting several lines, a real file uploaded through the
 * UI, a comment and a label; after a reload everything is still there and the card's tile
 * counters (the board badges' data) follow.
 */
const { pessoaNova } = usarNavegador();

const modalDoCard = (pagina: Page, descricao: string) =>
  pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: descricao }) });

/** Pastes text into a focused input the way a browser does (a paste event with clipboard data). */
async function colar(campo: Locator, texto: string): Promise<void> {
  await campo.focus();
  // The root tsconfig has no DOM lib: the browser's constructors are reached through globalThis.
  await campo.evaluate((el, t) => {
    const janela = globalThis as unknown as {
      DataTransfer: new () => { setData(tipo: string, valor: string): void };
      ClipboardEvent: new (tipo: string, init: object) => Event;
    };
    const dados = new janela.DataTransfer();
    dados.setData('text/plain', t);
    el.dispatchEvent(new janela.ClipboardEvent('paste', { clipboardData: dados, bubbles: true, cancelable: true }));
  }, texto);
}

async function escolherArquivo(
  pagina: Page,
  botao: Locator,
  nome: string,
  conteudo: string,
  mimeType: string,
): Promise<void> {
  const [seletor] = await Promise.all([pagina.waitForEvent('filechooser'), botao.click()]);
  await seletor.setFiles({ name: nome, mimeType, buffer: Buffer.from(conteudo) });
}

describe('card modal', () => {
  it('keeps a checklist, an attachment, a comment and a label across a reload, and the tile counters follow', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('card');
    const { idFluxo } = await criarFluxoComEtapa(pagina, 'Compras');
    const idCard = await criarCard(pagina, idFluxo, 'Comprar notebooks');

    await pagina.goto(`/workflow/process/${idFluxo}?card=${idCard}`);
    const modal = modalDoCard(pagina, 'Comprar notebooks');
    await modal.waitFor();
    // The form of the card's stage, filled with the card's value.
    await expect.poll(() => modal.getByLabel('Cliente').inputValue()).toBe('ACME');

    // Checklist: three items from one multi-line paste, one checked.
    await modal.getByRole('button', { name: 'Adicionar checklist' }).click();
    await modal.getByLabel('Título do checklist').fill('Documentos');
    await modal.getByRole('button', { name: 'Criar', exact: true }).click();
    const checklist = modal.getByRole('group', { name: 'Checklist Documentos' });
    await checklist.waitFor();
    await colar(checklist.getByLabel('Novo item'), 'Orçamento\n\nNota fiscal\nTermo de garantia\n');
    await checklist.getByRole('checkbox', { name: 'Orçamento' }).waitFor();
    await checklist.getByRole('checkbox', { name: 'Termo de garantia' }).waitFor();
    // Controlled by the saved checklist (applied at once, optimistically): click, then see it checked.
    await checklist.getByRole('checkbox', { name: 'Orçamento' }).click();
    await expect.poll(() => checklist.getByRole('checkbox', { name: 'Orçamento' }).isChecked()).toBe(true);
    await checklist.getByText('33%').waitFor();

    // Attachment: a real file through the file chooser, with the server's three steps.
    await escolherArquivo(
      pagina,
      modal.getByRole('button', { name: 'Adicionar anexo' }),
      'proposta.txt',
      'Proposta comercial',
      'text/plain',
    );
    await modal.getByRole('list', { name: 'Anexos' }).getByText('proposta.txt').waitFor();

    // Comment: empty is refused with the fixed warning, then a real one.
    await modal.getByRole('button', { name: 'Comentar' }).click();
    await pagina.getByText('Preencha o campo de comentário.').waitFor();
    await modal.getByLabel('Comentário', { exact: true }).fill('Aguardando aprovação do gestor');
    await modal.getByRole('button', { name: 'Comentar' }).click();
    await modal.getByRole('list', { name: 'Comentários' }).getByText('Aguardando aprovação do gestor').waitFor();

    // Label: picked among the flow's labels.
    await modal.getByLabel('Etiquetas').click();
    await pagina.locator('.ant-select-item-option[title="Urgente"]').click();
    await pagina.keyboard.press('Escape');
    await expect.poll(async () => (await lerCard(pagina, idCard)).listaInstanciaEtiquetas.length).toBe(1);

    await pagina.reload();
    const reaberto = modalDoCard(pagina, 'Comprar notebooks');
    await reaberto.waitFor();
    const reabertoChecklist = reaberto.getByRole('group', { name: 'Checklist Documentos' });
    await reabertoChecklist.waitFor();
    expect(await reabertoChecklist.getByRole('checkbox', { name: 'Orçamento' }).isChecked()).toBe(true);
    expect(await reabertoChecklist.getByRole('checkbox', { name: 'Nota fiscal' }).isChecked()).toBe(false);
    await reaberto.getByRole('list', { name: 'Anexos' }).getByText('proposta.txt').waitFor();
    await reaberto.getByRole('list', { name: 'Comentários' }).getByText('Aguardando aprovação do gestor').waitFor();
    await reaberto.locator('.ant-select-selection-item, .ant-tag').filter({ hasText: 'Urgente' }).first().waitFor();

    // The tile's data: what the board badges show.
    const card = await lerCard(pagina, idCard);
    expect(card.numComentariosHumanos).toBe(1);
    expect(card.numTotalAnexos).toBe(1);
    expect([card.numItensChecked, card.numItensUnchecked]).toEqual([1, 2]);
    expect(card.listaInstanciaEtiquetas.map((e) => e.Etiqueta.descricao)).toEqual(['Urgente']);

    // The board tile behind the modal shows the badges once the modal closes.
    await pagina.keyboard.press('Escape');
    await reaberto.waitFor({ state: 'hidden' });
    const tile = pagina.locator(`[data-card-id="${idCard}"]`);
    await tile.waitFor();
    await tile.getByLabel('1 comentários').waitFor();
    await tile.getByLabel('1 anexos').waitFor();
    await tile.getByLabel('Checklist 1 de 3').waitFor();
    await tile.getByText('Urgente').waitFor();

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it("creates a card from the floating button labelled with the flow's rotuloNovaInstancia", async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('novo');
    const { idFluxo } = await criarFluxoComEtapa(pagina, 'Pedidos');
    await pagina.goto(`/workflow/process/${idFluxo}`);
    await pagina.getByRole('button', { name: 'Nova solicitação' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Nova solicitação' });
    await dialogo.getByRole('button', { name: 'Criar card' }).click();
    await dialogo.getByText('Descrição do card é obrigatório').waitFor();
    await dialogo.getByLabel('Descrição').fill('Pedido 42');
    await dialogo.getByLabel('Cliente').fill('Padaria');
    const criacao = pagina.waitForResponse(
      (r) => r.url().endsWith('/api/instancias/inserir') && r.request().method() === 'POST',
    );
    await dialogo.getByRole('button', { name: 'Criar card' }).click();
    const { Instancia } = (await (await criacao).json()) as { Instancia: { id: string } };
    await dialogo.waitFor({ state: 'hidden' });
    expect((await lerCard(pagina, Instancia.id)).descricao).toBe('Pedido 42');
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('says so and closes when the card does not exist', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('inexistente');
    const { idFluxo } = await criarFluxoComEtapa(pagina, 'Vendas');
    await pagina.goto(`/workflow/process/${idFluxo}?card=nao-existe`);
    // The toast itself (the live region repeats its text for screen readers).
    await pagina.locator('.ant-message').getByText('Este card não existe mais ou foi excluído.').waitFor();
    await expect.poll(() => new URL(pagina.url()).searchParams.get('card')).toBeNull();
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
