import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CABECALHOS } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The example rule built in the editor: when a card enters 'Aprovação' and Valor > 5000,
 * make the owner responsible and comment 'Aguardando diretoria'. It is tried on a real card
 * ('Testar em um card', which changes nothing), switched on and saved; a move then shows the
 * comment and the responsible on the open card without a reload, the toasts for the person who
 * moved, and the run in the rule's history.
 */
const { pessoaNova } = usarNavegador();
const ESPERA = { timeout: 15_000 };

async function chamar<T>(pagina: Page, metodo: 'post' | 'patch', caminho: string, data?: unknown): Promise<T> {
  const resposta = await pagina.request[metodo](caminho, { headers: CABECALHOS, data });
  expect(resposta.status(), `${metodo.toUpperCase()} ${caminho}: ${await resposta.text()}`).toBeLessThan(300);
  return (await resposta.json().catch(() => ({}))) as T;
}

/** Entrada (with a number field Valor) -> Aprovação, and one card worth 8000. */
async function arrumarFluxo(pagina: Page) {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
    Fluxo: { descricao: 'Compras', icone: 'RocketOutlined', detalhes: 'Compras da empresa' },
  });
  const etapa = async (descricao: string, origens: string[]) =>
    (await chamar<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', { Etapa: { idFluxo: Fluxo.id, descricao }, listaEtapas: origens })).Etapa.id;
  const entrada = await etapa('Entrada', []);
  const aprovacao = await etapa('Aprovação', [entrada]);
  await chamar(pagina, 'post', `/api/etapas/atualizar-campos-form/${entrada}`, {
    listaCamposFormulario: [{ id: 'valor', keyCampo: 'number', titulo: 'Valor', ordem: 0 }],
  });
  const { Instancia } = await chamar<{ Instancia: { id: string } }>(pagina, 'post', '/api/instancias/inserir', {
    Instancia: { idFluxo: Fluxo.id, descricao: 'Servidor novo', listaValoresFormulario: { VALOR: '8000' } },
  });
  return { idFluxo: Fluxo.id, aprovacao, idCard: Instancia.id };
}

/**
 * The options of the open antd select. A closed select's list stays in the page while it slides
 * out (class *-leave): only the list not leaving is the one just opened.
 */
const opcoesAbertas = (pagina: Page) => pagina.locator('.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option');

/** The texts of the open select's options, once it shows them. */
async function textosDasOpcoes(pagina: Page): Promise<string[]> {
  await opcoesAbertas(pagina).first().waitFor();
  return opcoesAbertas(pagina).allTextContents();
}

/** Opens an antd select by its accessible name and picks the visible option with that text. */
async function escolher(pagina: Page, rotulo: string, opcao: string) {
  await pagina.getByRole('combobox', { name: rotulo, exact: true }).click();
  await opcoesAbertas(pagina).filter({ hasText: opcao }).first().click();
}

describe('automation rules in the browser', () => {
  it('builds the example rule, tries it on a card, switches it on, and shows its effects live and in the history', async () => {
    const { pagina, email } = await pessoaNova('regras');
    const fluxo = await arrumarFluxo(pagina);
    await pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban`);

    // Header menu -> Regras: the empty state offers to create one.
    await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
    await pagina.getByRole('menuitem', { name: 'Regras' }).click();
    const modal = pagina.getByRole('dialog', { name: 'Regras - Compras' });
    await modal.getByText('Nenhuma regra criada neste fluxo').waitFor(ESPERA);
    await modal.getByRole('button', { name: 'Criar regra' }).click();

    // Saving an empty rule names what is missing.
    await modal.getByRole('button', { name: 'Criar nova regra' }).click();
    await modal.getByText('Selecione um evento').first().waitFor();
    await modal.getByText('Selecione pelo menos uma ação').first().waitFor();

    await modal.getByRole('textbox', { name: 'Título da regra' }).fill('Aprovação acima de 5000');
    await escolher(pagina, 'Evento', 'Card entrar na etapa');
    await escolher(pagina, 'Etapa do evento', 'Aprovação');

    // Condition: Valor (a number) > 5000; text-only operators are not offered for a number.
    await modal.getByRole('button', { name: 'Adicionar condição' }).click();
    await escolher(pagina, 'Operando 1 da condição 1', 'Valor');
    await pagina.getByRole('combobox', { name: 'Operador da condição 1' }).click();
    const operadores = await textosDasOpcoes(pagina);
    expect(operadores).toContain('Maior que');
    expect(operadores).not.toContain('Contém');
    await opcoesAbertas(pagina).filter({ hasText: 'Maior que' }).first().click();
    await modal.getByRole('textbox', { name: 'Operando 2 da condição 1' }).fill('5000');

    // Action 1: the responsible; its dialog refuses an empty choice with the contract's message.
    await escolher(pagina, 'Adicionar ação', 'Adicionar responsáveis');
    const dialogoResp = pagina.getByRole('dialog', { name: 'Adicionar responsáveis' });
    await dialogoResp.getByRole('button', { name: 'Salvar ação' }).click();
    await dialogoResp.getByText('Selecione pelo menos um responsável').waitFor();
    await escolher(pagina, 'Responsáveis', email);
    // A multiple select stays open: a click on the dialog's title closes it.
    await dialogoResp.locator('.ant-modal-title').click();
    await dialogoResp.getByRole('button', { name: 'Salvar ação' }).click();
    await dialogoResp.waitFor({ state: 'hidden' });

    // Action 2: the comment, written in the rich editor.
    await escolher(pagina, 'Adicionar ação', 'Adicionar comentário');
    const dialogoComentario = pagina.getByRole('dialog', { name: 'Adicionar comentário' });
    await dialogoComentario.getByRole('textbox', { name: 'Comentário' }).click();
    await pagina.keyboard.type('Aguardando diretoria');
    await dialogoComentario.getByRole('button', { name: 'Salvar ação' }).click();
    await dialogoComentario.waitFor({ state: 'hidden' });
    // Each action once: the picker no longer offers the added ones.
    await pagina.getByRole('combobox', { name: 'Adicionar ação' }).click();
    const restantes = await textosDasOpcoes(pagina);
    expect(restantes).not.toContain('Adicionar comentário');
    await pagina.keyboard.press('Escape');

    // Dry run on the real card: the condition holds with the card's value, the comment's payload is shown.
    await modal.getByText('Testar em um card').click();
    await escolher(pagina, 'Card para testar', 'Servidor novo');
    await modal.getByRole('button', { name: 'Testar', exact: true }).click();
    const resultado = modal.getByRole('region', { name: 'Resultado do teste' });
    await resultado.getByText('As condições foram atendidas: as ações seriam executadas').waitFor(ESPERA);
    await resultado.getByText('satisfeita', { exact: true }).waitFor();
    await resultado.getByText('valor: 8000').waitFor();
    await resultado.getByText(/Aguardando diretoria/).waitFor();
    // Nothing changed on the card.
    const antes = await pagina.request.get(`/api/instancia/comentarios/buscar-por-instancia/${fluxo.idCard}`, { headers: CABECALHOS });
    expect(JSON.stringify(await antes.json())).not.toContain('Aguardando diretoria');

    // On, then saved: the card of the rule shows in the list, switched on.
    await modal.getByRole('switch', { name: 'Regra ativa' }).click();
    await modal.getByRole('button', { name: 'Criar nova regra' }).click();
    const cartao = modal.getByLabel('Regra Aprovação acima de 5000', { exact: true });
    await cartao.waitFor(ESPERA);
    expect(await cartao.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await pagina.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // The card open; this person moves it to Aprovação: the rule's comment and responsible show live.
    await pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban&card=${fluxo.idCard}`);
    const card = pagina.getByRole('dialog').filter({ hasText: 'Servidor novo' });
    await card.getByRole('list', { name: 'Comentários' }).or(card.getByText('Nenhum comentário')).first().waitFor(ESPERA);
    await chamar(pagina, 'patch', '/api/instancias/mover', { idInstancia: fluxo.idCard, idEtapaDestino: fluxo.aprovacao });
    await pagina.getByText('Regras executadas com sucesso!').waitFor(ESPERA);
    await card.getByText('Aguardando diretoria').waitFor(ESPERA);
    await card.locator('.ant-select-selection-item').filter({ hasText: 'Pessoa regras' }).first().waitFor(ESPERA);

    // The run is in the rule's history.
    await pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban`);
    await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
    await pagina.getByRole('menuitem', { name: 'Regras' }).click();
    await pagina.getByRole('button', { name: 'Histórico da regra Aprovação acima de 5000' }).click();
    const historico = pagina.getByRole('dialog', { name: 'Histórico - Aprovação acima de 5000' });
    await historico.getByText('Regra executada com sucesso').waitFor(ESPERA);
    await historico.getByText(/Servidor novo/).waitFor();
  });
});
