import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CABECALHOS, criarCard, criarFluxoComEtapa } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';
import { aguardarEntradaNaSalaDoFluxo } from './support/salas';

/**
 * The bell, in two browsers: Ana mentions Bruna with the comment editor's '@' list; Bruna's
 * header bell, on a page she never reloads, shows the unread count (the server's event on her
 * own notification room); opening the notification opens the card and lowers the count.
 */
const { pessoaNova } = usarNavegador();

const modalDoCard = (pagina: Page, descricao: string) =>
  pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: descricao }) });

describe('notifications', () => {
  it("raises the mentioned person's bell live; opening the notification opens the card and lowers the count", async () => {
    const bruna = await pessoaNova('sino-bruna');
    const ana = await pessoaNova('sino-ana');
    const { idFluxo, idEtapa } = await criarFluxoComEtapa(ana.pagina, 'Compras do sino');
    const autorizacao = await ana.pagina.request.post('/api/etapa-usuario/inserir-autorizacao', {
      headers: CABECALHOS,
      data: { EtapaUsuario: { idEtapa, emailAutorizado: bruna.email, executar: 'S', editar: 'N', autorizar: 'N' } },
    });
    expect(autorizacao.status()).toBeLessThan(300);
    const idCard = await criarCard(ana.pagina, idFluxo, 'Notebook novo');

    // Bruna on the flow's board (her socket is up once it joined the flow's room); no notification yet.
    const entrou = aguardarEntradaNaSalaDoFluxo(bruna.pagina, idFluxo);
    await bruna.pagina.goto(`/workflow/process/${idFluxo}`);
    await entrou;
    const sino = bruna.pagina.getByTestId('sino-notificacoes');
    await expect.poll(() => sino.getAttribute('aria-label')).toBe('Notificações');
    // The empty popover.
    await sino.click();
    await bruna.pagina
      .getByRole('dialog', { name: 'Notificações' })
      .getByText('Nenhuma notificação encontrada')
      .waitFor();
    await bruna.pagina.keyboard.press('Escape');

    // Ana comments, choosing Bruna in the editor's '@' list.
    await ana.pagina.goto(`/workflow/process/${idFluxo}?card=${idCard}`);
    const modal = modalDoCard(ana.pagina, 'Notebook novo');
    await modal.waitFor();
    await modal.getByRole('textbox', { name: 'Comentário' }).click();
    await ana.pagina.keyboard.type('Pode aprovar, @');
    await ana.pagina
      .getByRole('listbox', { name: 'Pessoas do fluxo' })
      .getByRole('option', { name: /Pessoa sino-bruna/ })
      .click();
    const envio = ana.pagina.waitForResponse(
      (r) => r.url().endsWith('/api/instancia/comentarios/inserir') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Comentar' }).click();
    expect((await envio).status()).toBe(201);

    // Bruna's bell counts it, without a reload.
    await bruna.pagina.getByRole('button', { name: 'Notificações: 1 não lida' }).waitFor({ timeout: 10_000 });

    // Opened from the popover with the keyboard: the card opens and the count goes down.
    await sino.focus();
    await bruna.pagina.keyboard.press('Enter');
    const popover = bruna.pagina.getByRole('dialog', { name: 'Notificações' });
    const item = popover.getByTestId('notificacao').filter({ hasText: 'Você foi mencionado' });
    await item.waitFor();
    await expect.poll(() => item.innerText()).toContain('Agora mesmo');
    await expect.poll(() => item.innerText()).toContain('"Notebook novo"');
    await item.click();
    await modalDoCard(bruna.pagina, 'Notebook novo').waitFor();
    expect(new URL(bruna.pagina.url()).searchParams.get('card')).toBe(idCard);
    await expect.poll(() => sino.getAttribute('aria-label')).toBe('Notificações');

    expect(bruna.errosDaPagina).toEqual([]);
    expect(ana.errosDaPagina).toEqual([]);
    await bruna.contexto.close();
    await ana.contexto.close();
  });
});
