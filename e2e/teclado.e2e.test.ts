import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CABECALHOS, postarApi as chamar } from './support/cards';
import { cadastrarPelaApi, emailUnico, SENHA_NOVA_CONTA } from './support/contas';
import { usarNavegador } from './support/navegadorDoArquivo';
import { emFoco, tabularAte } from './support/teclado';

/**
 * A keyboard-only journey through the logged-in app (no clicks once the account exists): sign in,
 * the skip link as the first Tab, focus on each new screen's h1, a card opened, commented on and
 * closed with focus back on its tile, moved with the keyboard (announced in Portuguese), the
 * theme switched and the session ended from the user menu (arrows, Enter, Escape).
 */
const { abrirPagina, pessoaNova } = usarNavegador();

/** Entrada -> Análise, and one card in Entrada. */
async function arrumarFluxo(pagina: Page, descricao: string) {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, '/api/fluxos/inserir', {
    Fluxo: { descricao, icone: 'RocketOutlined', detalhes: 'Fluxo da jornada por teclado' },
  });
  const etapa = async (nome: string, origens: string[]) =>
    (
      await chamar<{ Etapa: { id: string } }>(pagina, '/api/etapas/inserir', {
        Etapa: { idFluxo: Fluxo.id, descricao: nome },
        listaEtapas: origens,
      })
    ).Etapa.id;
  const entrada = await etapa('Entrada', []);
  const analise = await etapa('Análise', [entrada]);
  const { Instancia } = await chamar<{ Instancia: { id: string } }>(pagina, '/api/instancias/inserir', {
    Instancia: { idFluxo: Fluxo.id, descricao: 'Pedido por teclado' },
  });
  return { idFluxo: Fluxo.id, analise, idCard: Instancia.id };
}

/** A new screen's code and data may take a while on a busy machine. */
const ESPERA = { timeout: 10_000 };

/** Arrow presses inside an open menu until the wanted entry has focus (a few at most). */
async function setasAte(pagina: Page, tecla: 'ArrowDown' | 'ArrowUp', nome: RegExp) {
  for (let i = 0; i < 6; i++) {
    const antes = (await emFoco(pagina)).nome;
    await pagina.keyboard.press(tecla);
    // The menu moves focus on its next render: read it once it has left the entry it was on
    // (reading at once could see the old entry and press again past the wanted one).
    await expect.poll(async () => (await emFoco(pagina)).nome).not.toBe(antes);
    if (nome.test((await emFoco(pagina)).nome)) return;
  }
  throw new Error(`${tecla} não chegou a ${nome}; foco em ${(await emFoco(pagina)).nome}`);
}

const tituloDaTela = async (pagina: Page) =>
  pagina.evaluate(() => {
    const ativo = document.activeElement;
    return ativo?.tagName === 'H1' && ativo.closest('#conteudo') ? ativo.textContent?.trim() : null;
  });

it('signs in, opens a flow and a card, comments, moves it and signs out by keyboard alone', async () => {
  const { contexto, pagina, errosDaPagina } = await abrirPagina({ largura: 1440, altura: 960 });
  const email = emailUnico('teclado');
  await cadastrarPelaApi('Pessoa Teclado', email);

  // Sign in on its screen: the form by Tab and typing, Enter submits.
  await pagina.goto('/workflow/login/AVMB');
  await tabularAte(pagina, (f) => f.tag === 'input' && f.nome === 'E-mail', { descricao: 'o campo E-mail' });
  await pagina.keyboard.type(email);
  await pagina.keyboard.press('Tab');
  await pagina.keyboard.type(SENHA_NOVA_CONTA);
  await pagina.keyboard.press('Enter');
  await pagina.waitForURL('**/workflow/home');
  await pagina.getByRole('navigation', { name: 'Menu principal' }).waitFor();

  // The first Tab after sign-in is the skip link, shown; Enter takes focus into the content.
  await pagina.keyboard.press('Tab');
  expect((await emFoco(pagina)).nome).toBe('Pular para o conteúdo');
  const link = await pagina.getByRole('link', { name: 'Pular para o conteúdo' }).boundingBox();
  expect(link && link.y >= 0 && link.height >= 24).toBe(true);
  await pagina.keyboard.press('Enter');
  expect(await pagina.evaluate(() => document.activeElement?.closest('#conteudo') !== null)).toBe(true);

  const { idFluxo, analise, idCard } = await arrumarFluxo(pagina, `Jornada teclado ${Date.now()}`);

  // Back (Shift+Tab) to the side menu's 'Fluxos', Enter; focus lands on the new screen's h1.
  await tabularAte(pagina, (f) => f.tag === 'a' && f.nome === 'Fluxos', {
    voltar: true,
    descricao: 'Fluxos no menu lateral',
  });
  await pagina.keyboard.press('Enter');
  await pagina.waitForURL('**/workflow/process');
  await expect.poll(() => tituloDaTela(pagina), ESPERA).toBe('Fluxos');

  // The flow's tile, then its board; again focus on the h1 (the flow's name).
  await tabularAte(pagina, (f) => f.tag === 'a' && f.nome.startsWith('Ir para o quadro de Jornada teclado'), {
    descricao: 'o fluxo',
  });
  await pagina.keyboard.press('Enter');
  await pagina.waitForURL(`**/workflow/process/${idFluxo}**`);
  await expect.poll(() => tituloDaTela(pagina), ESPERA).toMatch(/^Jornada teclado/);

  // The card: Enter opens it; a comment typed and sent from the keyboard.
  await tabularAte(pagina, (f) => f.idCard === idCard, { descricao: 'o card' });
  await pagina.keyboard.press('Enter');
  const modal = pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: 'Pedido por teclado' }) });
  await modal.waitFor();
  await tabularAte(pagina, (f) => f.role === 'textbox' && f.nome === 'Comentário', {
    limite: 120,
    descricao: 'o campo de comentário',
  });
  await pagina.keyboard.type('Comentário feito pelo teclado');
  await tabularAte(pagina, (f) => f.tag === 'button' && f.nome === 'Comentar', { descricao: 'o botão Comentar' });
  await pagina.keyboard.press('Enter');
  await modal.getByRole('list', { name: 'Comentários' }).getByText('Comentário feito pelo teclado').waitFor();

  // Escape closes it (?card= leaves the address, the modal unmounts) and focus is on the tile again.
  await pagina.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  await expect.poll(async () => (await emFoco(pagina)).idCard).toBe(idCard);

  // Moved with the keyboard: Space picks it up, → goes to Análise, Space drops; announced in Portuguese.
  await pagina.evaluate(() => {
    const anuncios: string[] = [];
    (window as unknown as { anuncios: string[] }).anuncios = anuncios;
    const regiao = document.querySelector('[id^="DndLiveRegion"]');
    if (regiao)
      new MutationObserver(() => anuncios.push(regiao.textContent ?? '')).observe(regiao, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  });
  const lidos = () => pagina.evaluate(() => (window as unknown as { anuncios: string[] }).anuncios.length);
  await pagina.keyboard.press('Space');
  await expect.poll(lidos, ESPERA).toBeGreaterThan(0);
  await pagina.keyboard.press('ArrowRight');
  // The tile moves into Análise while held (the board's preview), then Space drops it there.
  await pagina.locator(`section[aria-label="Etapa Análise"] [data-card-id="${idCard}"]`).waitFor();
  await pagina.keyboard.press('Space');
  await expect
    .poll(() => pagina.evaluate(() => (window as unknown as { anuncios: string[] }).anuncios), ESPERA)
    .toContain('Card solto.');
  // Every announcement of the move in Portuguese (dnd-kit's are in English by default).
  const anuncios = await pagina.evaluate(() => (window as unknown as { anuncios: string[] }).anuncios);
  expect(anuncios.filter((a) => a && !/^Card (selecionado|sobre|solto|fora)/.test(a))).toEqual([]);
  await expect
    .poll(async () => {
      const resposta = await pagina.request.get(`/api/instancias/buscar-por-id/${idCard}`, { headers: CABECALHOS });
      return ((await resposta.json()) as { Instancia: { Etapa: { id: string } } }).Instancia.Etapa.id;
    }, ESPERA)
    .toBe(analise);

  // The user menu: Enter opens it with focus on its first entry, arrows move, Escape closes it.
  await tabularAte(pagina, (f) => f.nome === 'Menu do usuário', { voltar: true, descricao: 'o menu do usuário' });
  await pagina.keyboard.press('Enter');
  await expect.poll(async () => (await emFoco(pagina)).nome).toBe('Minha conta');
  await pagina.keyboard.press('Escape');
  await expect.poll(async () => (await emFoco(pagina)).nome).toBe('Menu do usuário');
  await pagina.locator('.ant-dropdown-menu').waitFor({ state: 'hidden' });

  // The theme, by arrows and Enter; focus comes back to the menu's button.
  expect(await pagina.getAttribute('html', 'data-tema')).toBe('LIGHT');
  await pagina.keyboard.press('Enter');
  await expect.poll(async () => (await emFoco(pagina)).nome).toBe('Minha conta');
  await setasAte(pagina, 'ArrowDown', /^Tema escuro, desativado/);
  await pagina.keyboard.press('Enter');
  await expect.poll(() => pagina.getAttribute('html', 'data-tema')).toBe('DARK');
  await expect.poll(async () => (await emFoco(pagina)).nome).toBe('Menu do usuário');

  // Sign out: the last entry (ArrowUp from the first wraps round to it).
  await pagina.keyboard.press('Enter');
  await expect.poll(async () => (await emFoco(pagina)).nome).toBe('Minha conta');
  await setasAte(pagina, 'ArrowUp', /^Sair$/);
  await pagina.keyboard.press('Enter');
  await pagina.waitForURL('**/workflow/login/**');

  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

/** Enter on the focused button opens its menu (focus on an entry); Escape closes it with focus back on the button. */
async function menuEEscape(pagina: Page, nomeDoBotao: string) {
  await pagina.getByRole('button', { name: nomeDoBotao, exact: true }).focus();
  await pagina.keyboard.press('Enter');
  await expect.poll(async () => (await emFoco(pagina)).role, ESPERA).toBe('menuitem');
  await pagina.keyboard.press('Escape');
  await expect.poll(async () => (await emFoco(pagina)).nome, ESPERA).toBe(nomeDoBotao);
}

/** A dialog opened by Enter on the focused button closes on Escape and gives focus back to that button. */
async function dialogoEEscape(pagina: Page, botao: ReturnType<Page['getByRole']>, nomeDoDialogo: string) {
  await botao.focus();
  const nomeDoBotao = (await emFoco(pagina)).nome;
  await pagina.keyboard.press('Enter');
  const dialogo = pagina.getByRole('dialog', { name: nomeDoDialogo });
  await dialogo.waitFor();
  await expect
    .poll(() => pagina.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), ESPERA)
    .toBe(true);
  await pagina.keyboard.press('Escape');
  await dialogo.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await emFoco(pagina)).nome, ESPERA).toBe(nomeDoBotao);
}

it("gives focus back to the flows' menus, the list view's row and the data base's row actions and dialogs", async () => {
  const { contexto, pagina, errosDaPagina } = await pessoaNova('teclado-menus');
  const descricao = `Menus teclado ${Date.now()}`;
  const { idFluxo, idCard } = await arrumarFluxo(pagina, descricao);

  // The flow list's per-flow menu, and the flow page's header menu.
  await pagina.goto('/workflow/process');
  await pagina.getByRole('button', { name: `Ações do fluxo ${descricao}` }).waitFor();
  await menuEEscape(pagina, `Ações do fluxo ${descricao}`);
  await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);
  await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).waitFor();
  await menuEEscape(pagina, 'Mais opções do fluxo');

  // The list view: the row that opened the card has focus again when the card closes.
  await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban&visao=lista`);
  const linha = pagina.getByRole('row', { name: 'Abrir card Pedido por teclado' });
  await linha.focus();
  await pagina.keyboard.press('Enter');
  const modal = pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: 'Pedido por teclado' }) });
  await modal.getByRole('textbox', { name: 'Comentário' }).waitFor();
  await pagina.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  await expect.poll(async () => (await emFoco(pagina)).idCard, ESPERA).toBe(idCard);

  // A data base: the row's edit and delete, and the toolbar's dialogs, by Enter and Escape.
  const criada = await chamar<{ data: { idDataSource: string } }>(pagina, '/api/datasources/inserir', {
    descricao: 'Contatos por teclado',
    jsonDados: JSON.stringify({
      colunas: [{ id: 'nome', dataIndex: 'nome', titulo: 'Nome', keyCampo: 'textoCurto' }],
      linhas: [],
    }),
  });
  const idBase = criada.data.idDataSource;
  await chamar(pagina, `/api/datasources/${encodeURIComponent(idBase)}/registros`, { valores: { nome: 'Ana' } });
  await pagina.goto(`/workflow/data-base/${encodeURIComponent(idBase)}`);
  await pagina.getByRole('cell', { name: 'Ana' }).waitFor();
  await dialogoEEscape(pagina, pagina.getByRole('button', { name: 'Editar registro' }), 'Editar registro');
  await dialogoEEscape(pagina, pagina.getByRole('button', { name: 'Excluir registro' }), 'Excluir este registro?');
  await dialogoEEscape(pagina, pagina.getByRole('button', { name: 'Nova coluna' }), 'Nova coluna');
  await dialogoEEscape(pagina, pagina.getByRole('button', { name: 'Criar registro' }), 'Criar registro');
  await dialogoEEscape(pagina, pagina.getByRole('button', { name: 'Compartilhar' }), 'Compartilhar base de dados');
  await dialogoEEscape(pagina, pagina.getByRole('button', { name: 'Importar', exact: true }), 'Importar CSV');

  // The list of bases: a base's card opens its page by Enter.
  await pagina.goto('/workflow/base-dados');
  await pagina.getByRole('link', { name: 'Contatos por teclado' }).focus();
  await pagina.keyboard.press('Enter');
  await pagina.waitForURL(`**/data-base/${encodeURIComponent(idBase)}`);

  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
