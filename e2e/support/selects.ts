import type { Page } from 'playwright-core';

/**
 * The options of the open antd select. A closed select's list stays in the page while it slides
 * out (class *-leave): only the list not leaving is the one just opened.
 */
export const opcoesAbertas = (pagina: Page) =>
  pagina.locator('.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option');

/** Opens an antd select by its accessible name and picks the visible option with that text. */
export async function escolher(pagina: Page, rotulo: string, opcao: string) {
  await pagina.getByRole('combobox', { name: rotulo, exact: true }).click();
  await opcoesAbertas(pagina).filter({ hasText: opcao }).first().click();
}

/**
 * Picks an option of a searchable antd select by typing and Enter, then waits to see it chosen.
 * Its options come from queries that a realtime event of the flow refetches (the arrange steps'
 * events arrive late on a busy machine): a mouse click on the open list while it re-rendered
 * (an option added above the wanted one) could select nothing.
 */
export async function escolherDigitando(pagina: Page, rotulo: string, texto: string) {
  const select = pagina.getByRole('combobox', { name: rotulo, exact: true });
  await select.fill(texto);
  await opcoesAbertas(pagina).filter({ hasText: texto }).first().waitFor();
  await select.press('Enter');
  // The chosen label is the select's text (what was typed is an input's value, not its text).
  await pagina.locator('.ant-select', { has: select }).filter({ hasText: texto }).first().waitFor();
}

/**
 * Adds an action to the rule being edited by typing its name in the picker's search and pressing
 * Enter, then waits for its dialog (a mouse click on an option could land while the list
 * re-rendered under load).
 */
export async function adicionarAcao(pagina: Page, titulo: string) {
  const seletor = pagina.getByRole('combobox', { name: 'Adicionar ação', exact: true });
  await seletor.fill(titulo);
  await opcoesAbertas(pagina).filter({ hasText: titulo }).first().waitFor();
  await seletor.press('Enter');
  const dialogo = pagina.getByRole('dialog', { name: titulo });
  await dialogo.waitFor();
  return dialogo;
}
