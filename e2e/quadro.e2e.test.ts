import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chamarApi as chamar } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The board in a real browser against the embedded runtime: cards dragged with the
 * mouse to an allowed stage, refused by a stage that is not a destination, blocked by a required
 * field (the 'Erros ao movimentar cards' dialog), moved once the field is filled, and still
 * there after a reload. Flow, stages, links, fields and cards are arranged through the API.
 */
const { pessoaNova } = usarNavegador();

/** Entrada -> Análise -> Arquivo: from Entrada, Análise is allowed and Arquivo is not. */
async function arrumarFluxo(pagina: Page) {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
    Fluxo: { descricao: 'Atendimento', icone: 'RocketOutlined', detalhes: 'Fluxo do quadro' },
  });
  const etapa = async (descricao: string, origens: string[]) =>
    (
      await chamar<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', {
        Etapa: { idFluxo: Fluxo.id, descricao },
        listaEtapas: origens,
      })
    ).Etapa.id;
  const entrada = await etapa('Entrada', []);
  const analise = await etapa('Análise', [entrada]);
  await etapa('Arquivo', [analise]);
  const cards: Record<string, string> = {};
  for (const descricao of ['Pedido A', 'Pedido B', 'Pedido C']) {
    const { Instancia } = await chamar<{ Instancia: { id: string } }>(pagina, 'post', '/api/instancias/inserir', {
      Instancia: { idFluxo: Fluxo.id, descricao },
    });
    cards[descricao] = Instancia.id;
  }
  return { idFluxo: Fluxo.id, entrada, cards };
}

const coluna = (pagina: Page, nome: string) => pagina.locator(`section[aria-label="Etapa ${nome}"]`);
const cardNaColuna = (pagina: Page, etapa: string, card: string) =>
  coluna(pagina, etapa).getByRole('button', { name: card, exact: true });
const contador = (pagina: Page, etapa: string) => coluna(pagina, etapa).locator('[data-contador]');
const cardsDaColuna = (pagina: Page, etapa: string) =>
  coluna(pagina, etapa)
    .locator('[data-card-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

async function centro(alvo: Locator) {
  const caixa = await alvo.boundingBox();
  if (!caixa) throw new Error('elemento sem posição na tela');
  return { x: caixa.x + caixa.width / 2, y: caixa.y + caixa.height / 2 };
}

/**
 * Whether the board went into drag mode (every column then shows 'permitida' or 'bloqueada'),
 * waiting up to 2 s for the column to say so.
 */
async function emArrasto(pagina: Page, destino: Locator): Promise<boolean> {
  const marcada = destino.and(pagina.locator('[data-destino]:not([data-destino="nenhum"])'));
  return marcada.waitFor({ state: 'attached', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
}

/**
 * Press on the card and move past dnd-kit's 6 px activation distance, then on to the column in
 * small steps (dnd-kit needs real pointer moves); the caller releases. A column may still be
 * settling after the previous move's refetch, so a press that started no drag is tried again.
 */
async function comecarArrasto(pagina: Page, card: Locator, destino: Locator): Promise<void> {
  for (let tentativa = 0; ; tentativa++) {
    await card.hover();
    const de = await centro(card);
    await pagina.mouse.move(de.x, de.y);
    await pagina.mouse.down();
    await pagina.mouse.move(de.x + 12, de.y + 12, { steps: 4 });
    if (await emArrasto(pagina, destino)) break;
    await pagina.mouse.up();
    if (tentativa === 2) throw new Error('o arrasto não começou');
  }
  const caixa = await destino.boundingBox();
  if (!caixa) throw new Error('coluna sem posição na tela');
  const alvo = { x: caixa.x + caixa.width / 2, y: caixa.y + Math.min(caixa.height - 10, 90) };
  await pagina.mouse.move(alvo.x, alvo.y, { steps: 15 });
  await pagina.mouse.move(alvo.x, alvo.y + 4, { steps: 2 });
}

async function arrastar(pagina: Page, card: Locator, destino: Locator): Promise<void> {
  await comecarArrasto(pagina, card, destino);
  await pagina.mouse.up();
  await expect.poll(() => destino.getAttribute('data-destino')).toBe('nenhum');
}

describe('board /process/{id}?tab=kanban', () => {
  it('moves cards by dragging: allowed stage, refused stage, required field errors, kept after a reload', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('quadro');
    const { idFluxo, entrada, cards } = await arrumarFluxo(pagina);
    await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);

    for (const nome of ['Pedido A', 'Pedido B', 'Pedido C']) await cardNaColuna(pagina, 'Entrada', nome).waitFor();
    await expect.poll(() => contador(pagina, 'Entrada').innerText()).toBe('3');
    await expect.poll(() => contador(pagina, 'Análise').innerText()).toBe('0');

    // Allowed destination: the card moves and both counts change.
    await arrastar(pagina, cardNaColuna(pagina, 'Entrada', 'Pedido A'), coluna(pagina, 'Análise'));
    await cardNaColuna(pagina, 'Análise', 'Pedido A').waitFor();
    await expect.poll(() => contador(pagina, 'Entrada').innerText()).toBe('2');
    await expect.poll(() => contador(pagina, 'Análise').innerText()).toBe('1');

    // Not a destination of Entrada: shown disabled while dragging, and the drop changes nothing.
    await comecarArrasto(pagina, cardNaColuna(pagina, 'Entrada', 'Pedido B'), coluna(pagina, 'Arquivo'));
    expect(await coluna(pagina, 'Arquivo').getAttribute('aria-disabled')).toBe('true');
    expect(await coluna(pagina, 'Arquivo').getAttribute('data-destino')).toBe('bloqueada');
    expect(await coluna(pagina, 'Análise').getAttribute('data-destino')).toBe('permitida');
    expect(await coluna(pagina, 'Entrada').getAttribute('data-destino')).toBe('permitida');
    await pagina.mouse.up();
    await expect.poll(() => coluna(pagina, 'Arquivo').getAttribute('data-destino')).toBe('nenhum');
    expect(await cardsDaColuna(pagina, 'Arquivo')).toEqual([]);
    expect(await cardsDaColuna(pagina, 'Entrada')).toContain('Pedido B');
    expect(await contador(pagina, 'Arquivo').innerText()).toBe('0');

    // A required field of Entrada left empty blocks the move: the dialog lists the card and the field.
    await chamar(pagina, 'post', `/api/etapas/atualizar-campos-form/${entrada}`, {
      listaCamposFormulario: [
        {
          id: 'campo-documento',
          keyCampo: 'textoCurto',
          titulo: 'Documento',
          nomeVariavel: 'DOCUMENTO',
          indObrigatorio: true,
        },
      ],
    });
    await arrastar(pagina, cardNaColuna(pagina, 'Entrada', 'Pedido B'), coluna(pagina, 'Análise'));
    const dialogo = pagina.getByRole('dialog', { name: 'Erros ao movimentar cards' });
    await dialogo.waitFor();
    await dialogo.getByText('Pedido B').waitFor();
    await dialogo.getByText('Campo Documento é obrigatório!').waitFor();
    await dialogo.getByRole('button', { name: 'Entendi' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    // The optimistic move was reverted.
    await cardNaColuna(pagina, 'Entrada', 'Pedido B').waitFor();
    expect(await cardsDaColuna(pagina, 'Análise')).toEqual(['Pedido A']);
    await expect.poll(() => contador(pagina, 'Entrada').innerText()).toBe('2');

    // Filled through the API, the same move goes through.
    await chamar(pagina, 'put', `/api/instancia/formulario/atualizar/${cards['Pedido B']}`, {
      newValuesFormulario: { DOCUMENTO: '123.456.789-09' },
    });
    await arrastar(pagina, cardNaColuna(pagina, 'Entrada', 'Pedido B'), coluna(pagina, 'Análise'));
    await cardNaColuna(pagina, 'Análise', 'Pedido B').waitFor();
    await expect.poll(() => contador(pagina, 'Análise').innerText()).toBe('2');
    await expect.poll(() => contador(pagina, 'Entrada').innerText()).toBe('1');
    const ordemAnalise = await cardsDaColuna(pagina, 'Análise');
    expect([...ordemAnalise].sort()).toEqual(['Pedido A', 'Pedido B']);

    // A reload shows what the server kept.
    await pagina.reload();
    await cardNaColuna(pagina, 'Análise', 'Pedido B').waitFor();
    await expect.poll(() => cardsDaColuna(pagina, 'Análise')).toEqual(ordemAnalise);
    expect(await cardsDaColuna(pagina, 'Entrada')).toEqual(['Pedido C']);
    expect(await cardsDaColuna(pagina, 'Arquivo')).toEqual([]);
    expect(await contador(pagina, 'Análise').innerText()).toBe('2');

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('sorts a column from its menu as a job: the progress bar, then the sorted column', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('quadro-ordenar');
    const { idFluxo } = await arrumarFluxo(pagina);
    await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);
    await cardNaColuna(pagina, 'Entrada', 'Pedido C').waitFor();

    const ordenarPor = async (opcao: string) => {
      await pagina.getByRole('button', { name: 'Ações da etapa Entrada' }).click();
      await pagina.getByRole('menuitem', { name: 'Ordenar cards' }).hover();
      await pagina.getByRole('menuitem', { name: opcao }).click();
    };
    await ordenarPor('Mais recentes primeiro');
    await pagina.getByText('3 cards ordenados').waitFor();
    await expect.poll(() => cardsDaColuna(pagina, 'Entrada')).toEqual(['Pedido C', 'Pedido B', 'Pedido A']);

    await ordenarPor('Por título (A-Z)');
    // The column is refreshed when the job's end is seen (the bar polls it every second).
    await expect
      .poll(() => cardsDaColuna(pagina, 'Entrada'), { timeout: 30_000 })
      .toEqual(['Pedido A', 'Pedido B', 'Pedido C']);
    await pagina.getByText('3 cards ordenados').waitFor();

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
