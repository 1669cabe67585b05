import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postarApi as chamar } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * Two people of one flow chat in two browser contexts: in the public channel and privately, with
 * a file. Messages and unread counts arrive live (no reload); after a reload the history and the
 * counts are still right.
 */
const { pessoaNova } = usarNavegador();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function fluxoCom(pagina: Page, emailColega: string): Promise<string> {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, '/api/fluxos/inserir', {
    Fluxo: { descricao: 'Compras', icone: 'RocketOutlined', detalhes: 'Fluxo com chat' },
  });
  const { Etapa } = await chamar<{ Etapa: { id: string } }>(pagina, '/api/etapas/inserir', {
    Etapa: { idFluxo: Fluxo.id, descricao: 'Entrada' },
    listaEtapas: [],
  });
  await chamar(pagina, '/api/etapa-usuario/inserir-autorizacao', {
    EtapaUsuario: { idEtapa: Etapa.id, emailAutorizado: emailColega },
  });
  return Fluxo.id;
}

const botaoChat = (p: Page) => p.getByRole('button', { name: /^Chat/ });
const conversa = (p: Page, nome: string) =>
  p.getByRole('list', { name: 'Conversas' }).getByRole('button', { name: new RegExp(`^${nome}`) });
const caixa = (p: Page) => p.getByRole('textbox', { name: 'Mensagem' });
const mensagens = (p: Page) => p.getByLabel('Mensagens');
// What travels through the event path (outbox, bus, fan-out) to the other browser.
const AO_VIVO = { timeout: 5_000 };

describe('chat of a flow', () => {
  it('two people talk in the public channel and privately, with a file; counts and history survive a reload', async () => {
    const a = await pessoaNova('chat-a');
    const b = await pessoaNova('chat-b');
    const idFluxo = await fluxoCom(a.pagina, b.email);
    for (const p of [a.pagina, b.pagina]) await p.goto(`/workflow/process/${idFluxo}`);
    await expect.poll(() => botaoChat(b.pagina).getAttribute('aria-label')).toBe('Chat');

    // Public channel: A writes; B's badge rises live, without opening anything.
    await botaoChat(a.pagina).click();
    await conversa(a.pagina, 'Canal do fluxo').click();
    await expect.poll(() => mensagens(a.pagina).textContent()).toContain('Ainda não há mensagens!');
    await caixa(a.pagina).fill('Olá, pessoal!');
    await caixa(a.pagina).press('Enter');
    await expect.poll(() => mensagens(a.pagina).textContent()).toContain('Olá, pessoal!');
    await expect
      .poll(() => botaoChat(b.pagina).getAttribute('aria-label'), AO_VIVO)
      .toBe('Chat, 1 mensagens não lidas');

    // B opens the channel: the message is there and the count goes back to 0.
    await botaoChat(b.pagina).click();
    await expect
      .poll(() => conversa(b.pagina, 'Canal do fluxo').getAttribute('aria-label'))
      .toBe('Canal do fluxo, 1 não lidas');
    await conversa(b.pagina, 'Canal do fluxo').click();
    await expect.poll(() => mensagens(b.pagina).textContent()).toContain('Olá, pessoal!');
    await expect.poll(() => botaoChat(b.pagina).getAttribute('aria-label')).toBe('Chat');

    // Privately, with a file: B starts a conversation with A; Shift+Enter breaks the line, Enter sends.
    await b.pagina.getByRole('button', { name: 'Voltar às conversas' }).click();
    await b.pagina.getByRole('button', { name: 'Nova conversa' }).click();
    const pessoa = b.pagina.getByRole('combobox', { name: 'Pessoa da nova conversa' });
    await pessoa.fill('Pessoa chat-a');
    await b.pagina
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Pessoa chat-a' })
      .waitFor();
    await pessoa.press('Enter');
    await expect.poll(() => mensagens(b.pagina).textContent()).toContain('Ainda não há mensagens!');
    // A file of 5 MB is refused before any upload.
    await b.pagina
      .getByLabel('Arquivos da mensagem')
      .setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024) });
    await b.pagina.getByText('O arquivo deve ser menor que 5MB!').waitFor();
    await b.pagina
      .getByLabel('Arquivos da mensagem')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await caixa(b.pagina).fill('Só entre nós');
    await caixa(b.pagina).press('Shift+Enter');
    await caixa(b.pagina).pressSequentially('segunda linha');
    await caixa(b.pagina).press('Enter');
    await expect.poll(() => mensagens(b.pagina).textContent()).toContain('foto.png');
    await expect.poll(() => caixa(b.pagina).inputValue()).toBe('');

    // A hears it live in the list (the conversation with B appears with 1 unread), opens it: read.
    await a.pagina.getByRole('button', { name: 'Voltar às conversas' }).click();
    await expect
      .poll(() => conversa(a.pagina, 'Pessoa chat-b').getAttribute('aria-label'), AO_VIVO)
      .toBe('Pessoa chat-b, 1 não lidas');
    await conversa(a.pagina, 'Pessoa chat-b').click();
    await expect.poll(() => mensagens(a.pagina).innerText()).toContain('Só entre nós\nsegunda linha');
    await mensagens(a.pagina).getByRole('button', { name: 'foto.png' }).waitFor();
    await caixa(a.pagina).fill('Recebi a foto');
    await caixa(a.pagina).press('Enter');
    await expect.poll(() => mensagens(b.pagina).textContent(), AO_VIVO).toContain('Recebi a foto');

    // After a reload, on the chat page: the history is there and nothing is left unread.
    await a.pagina.goto(`/workflow/websockets/${idFluxo}`);
    await expect.poll(() => mensagens(a.pagina).textContent()).toContain('Olá, pessoal!');
    await expect.poll(() => conversa(a.pagina, 'Pessoa chat-b').getAttribute('aria-label')).toBe('Pessoa chat-b');
    await conversa(a.pagina, 'Pessoa chat-b').click();
    await expect.poll(() => mensagens(a.pagina).textContent()).toContain('Recebi a foto');
    await b.pagina.reload();
    await expect.poll(() => botaoChat(b.pagina).getAttribute('aria-label')).toBe('Chat');
  });
});
