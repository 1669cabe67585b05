import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { buscarComentario } from '../functions/src/data/repositories/comentarioRepository';
import { localDynamoClient } from '../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../infra/local/handlerEnvironment';
import { CABECALHOS, criarCard, criarFluxoComEtapa, lerCard } from './support/cards';
import { cadastrarPelaApi, emailUnico } from './support/contas';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The rich-text editor (TipTap) in a real browser: a comment with bold text, a person chosen
 * with the keyboard after '@' and a form-field variable chosen after '{{' is saved, shown with
 * its chips, and its mention reaches the comment's mention list on the server (read from the
 * runtime's table). The card's details use the same editor with '{{' variables.
 */
const { pessoaNova } = usarNavegador();

const modalDoCard = (pagina: Page, descricao: string) =>
  pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: descricao }) });

function tabelaDoRuntime() {
  const region = LOCAL_NAMES.region;
  const db = DynamoDBDocumentClient.from(
    localDynamoClient(`http://localhost:${inject('portasRuntime').DYNAMODB_PORT}`, region),
  );
  return { db, tableName: LOCAL_NAMES.tableName };
}

describe('rich-text editor', () => {
  it("saves a comment with bold, an '@' mention chosen by keyboard and a '{{' variable; the server lists the mention", async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('editor');
    // Bruna: another person of the tenant, authorised on the flow, so '@' offers her.
    const emailBruna = emailUnico('bruna');
    await cadastrarPelaApi('Bruna Mencionada', emailBruna);
    const { idFluxo, idEtapa } = await criarFluxoComEtapa(pagina, 'Contratos');
    const autorizacao = await pagina.request.post('/api/etapa-usuario/inserir-autorizacao', {
      headers: CABECALHOS,
      data: { EtapaUsuario: { idEtapa, emailAutorizado: emailBruna, executar: 'S', editar: 'N', autorizar: 'N' } },
    });
    expect(autorizacao.status()).toBeLessThan(300);
    const idCard = await criarCard(pagina, idFluxo, 'Contrato ACME');

    await pagina.goto(`/workflow/process/${idFluxo}?card=${idCard}`);
    const modal = modalDoCard(pagina, 'Contrato ACME');
    await modal.waitFor();
    const editor = modal.getByRole('textbox', { name: 'Comentário' });
    await editor.click();

    // Bold from the keyboard shortcut (the toolbar button shows it pressed).
    await pagina.keyboard.press('Control+b');
    await pagina.keyboard.type('Urgente');
    await modal.getByRole('button', { name: 'Negrito (Ctrl+B)', pressed: true }).waitFor();
    await pagina.keyboard.press('Control+b');

    // '@': the flow's people, in name order (Bruna, then the owner); arrows move, Enter chooses.
    await pagina.keyboard.type(' falar com @');
    const pessoas = pagina.getByRole('listbox', { name: 'Pessoas do fluxo' });
    await pessoas.getByRole('option', { name: /Bruna Mencionada/ }).waitFor();
    await pagina.keyboard.press('ArrowDown');
    await pessoas.getByRole('option', { name: /Pessoa editor/, selected: true }).waitFor();
    await pagina.keyboard.press('ArrowUp');
    await pessoas.getByRole('option', { name: /Bruna Mencionada/, selected: true }).waitFor();
    await pagina.keyboard.press('Enter');
    await pessoas.waitFor({ state: 'hidden' });

    // '{{': the flow's variables, narrowed as one types.
    await pagina.keyboard.type('sobre {{cli');
    const variaveis = pagina.getByRole('listbox', { name: 'Variáveis do fluxo' });
    await variaveis.getByRole('option', { name: 'CLIENTE', selected: true }).waitFor();
    await pagina.keyboard.press('Enter');
    await variaveis.waitFor({ state: 'hidden' });
    await editor.locator('.variavel', { hasText: '{{CLIENTE}}' }).waitFor();

    const envio = pagina.waitForResponse(
      (r) => r.url().endsWith('/api/instancia/comentarios/inserir') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Comentar' }).click();
    const { Comentario } = (await (await envio).json()) as { Comentario: { id: string; comentario: string } };

    // Shown with its formatting and chips; the editor is empty again.
    const lista = modal.getByRole('list', { name: 'Comentários' });
    await lista.locator('strong', { hasText: 'Urgente' }).waitFor();
    await lista
      .locator(`.mention[data-mention="${emailBruna.toLowerCase()}"]`, { hasText: '@Bruna Mencionada' })
      .waitFor();
    await lista.locator('.variavel[data-variavel="CLIENTE"]', { hasText: '{{CLIENTE}}' }).waitFor();
    await expect.poll(async () => (await editor.innerText()).trim()).toBe('');

    // The server's mention list for this comment (what notifications read).
    const armazenado = await buscarComentario(tabelaDoRuntime(), 'AVMB', idCard, Comentario.id);
    expect(armazenado?.emailsMencionados).toEqual([emailBruna.toLowerCase()]);
    expect((await lerCard(pagina, idCard)).numComentariosHumanos).toBe(1);

    // Details: the same editor, with '{{' variables, saved and shown after a reload.
    await modal.getByRole('button', { name: 'Detalhes do card' }).click();
    const detalhes = modal.getByRole('textbox', { name: 'Detalhes do card' });
    await detalhes.waitFor();
    await pagina.keyboard.type('Cliente: {{');
    await pagina.getByRole('listbox', { name: 'Variáveis do fluxo' }).getByRole('option', { name: 'CLIENTE' }).click();
    await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await pagina.reload();
    const reaberto = modalDoCard(pagina, 'Contrato ACME');
    await reaberto
      .getByRole('button', { name: 'Detalhes do card' })
      .locator('.variavel', { hasText: '{{CLIENTE}}' })
      .waitFor();

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
