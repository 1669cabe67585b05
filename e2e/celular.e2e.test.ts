import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { postarApi as chamar } from './support/cards';
import { cadastrarPelaApi, emailUnico, SENHA_NOVA_CONTA } from './support/contas';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * A 390x844 touch journey (hasTouch, isMobile): the menu drawer, a flow's board swiped sideways,
 * a card opened (its header and close button stay in view over the long details) and closed by
 * the browser's back button, the floating buttons clear of the footer, and the diagram opened at
 * a readable zoom on the initial stage with a stage's menu tapped. Touch targets on the way are
 * at least 24x24 px. Screenshots go to e2e/artifacts/ (kept on disk; looked at by a person).
 */
const { abrirPagina } = usarNavegador();

const PASTA_ARTEFATOS = join(import.meta.dirname, 'artifacts');
const LARGURA = 390;
const ALTURA = 844;

async function fotografar(pagina: Page, nome: string) {
  mkdirSync(PASTA_ARTEFATOS, { recursive: true });
  await pagina.screenshot({ path: join(PASTA_ARTEFATOS, `celular-${nome}.png`) });
}

async function caixa(alvo: Locator) {
  const c = await alvo.boundingBox();
  if (!c) throw new Error('elemento sem posição na tela');
  return c;
}

/** A target a finger can hit: at least 24x24 px (WCAG 2.5.8). */
async function alvoDeToque(alvo: Locator, nome: string) {
  const { width, height } = await caixa(alvo);
  expect({ nome, width: Math.round(width), height: Math.round(height) }).toEqual(
    expect.objectContaining({
      width: expect.toSatisfy((w: number) => w >= 24),
      height: expect.toSatisfy((h: number) => h >= 24),
    }),
  );
}

const naTela = (c: { x: number; y: number; width: number; height: number }) =>
  c.y >= 0 && c.x >= 0 && c.y + c.height <= ALTURA && c.x + c.width <= LARGURA;

const sobrepoe = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Entrada -> Análise -> Aprovação -> Arquivo, and a card in Entrada. */
async function arrumarFluxo(pagina: Page, descricao: string) {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, '/api/fluxos/inserir', {
    Fluxo: { descricao, icone: 'RocketOutlined', detalhes: 'Fluxo da jornada no celular' },
  });
  let anterior: string[] = [];
  for (const [i, nome] of ['Entrada', 'Análise', 'Aprovação', 'Arquivo'].entries()) {
    const { Etapa } = await chamar<{ Etapa: { id: string } }>(pagina, '/api/etapas/inserir', {
      Etapa: { idFluxo: Fluxo.id, descricao: nome, ...(i === 0 ? { etapaInicial: 'S' } : {}) },
      listaEtapas: anterior,
    });
    anterior = [Etapa.id];
  }
  const { Instancia } = await chamar<{ Instancia: { id: string } }>(pagina, '/api/instancias/inserir', {
    Instancia: { idFluxo: Fluxo.id, descricao: 'Pedido no celular' },
  });
  return { idFluxo: Fluxo.id, idCard: Instancia.id };
}

/** A finger dragged across the screen (Chromium's touch events, as a phone sends them). */
async function deslizar(pagina: Page, de: { x: number; y: number }, para: { x: number; y: number }) {
  const cdp = await pagina.context().newCDPSession(pagina);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [de] });
  for (let passo = 1; passo <= 10; passo++) {
    const x = de.x + ((para.x - de.x) * passo) / 10;
    const y = de.y + ((para.y - de.y) * passo) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

it('works on a 390x844 touch screen: drawer, board, card, diagram', async () => {
  const { contexto, pagina, errosDaPagina } = await abrirPagina({ largura: LARGURA, altura: ALTURA, celular: true });
  const email = emailUnico('celular');
  await cadastrarPelaApi('Pessoa Celular', email);

  // The login, on its screen: the password's eye and the links are targets a finger can hit.
  await pagina.goto('/workflow/login/AVMB');
  await pagina.getByLabel('E-mail').fill(email);
  await pagina.getByLabel('Senha').fill(SENHA_NOVA_CONTA);
  await alvoDeToque(pagina.locator('.ant-input-password-icon'), 'olho da senha');
  await alvoDeToque(pagina.getByRole('link', { name: 'Cadastre-se' }), 'Cadastre-se');
  await alvoDeToque(pagina.getByRole('link', { name: 'Esqueceu sua senha?' }).first(), 'Esqueceu sua senha?');
  await fotografar(pagina, '1-login');
  await pagina.getByRole('button', { name: 'Entrar', exact: true }).tap();
  await pagina.waitForURL('**/workflow/home');

  const { idFluxo, idCard } = await arrumarFluxo(pagina, `Jornada celular ${Date.now()}`);

  // The menu drawer, then a flow.
  await pagina.getByRole('button', { name: 'Abrir menu' }).tap();
  const gaveta = pagina.getByRole('dialog', { name: 'Menu' });
  await gaveta.getByRole('menuitem', { name: 'Fluxos' }).waitFor();
  await fotografar(pagina, '2-menu');
  await gaveta.getByRole('menuitem', { name: 'Fluxos' }).tap();
  await pagina.waitForURL('**/workflow/process');
  await gaveta.waitFor({ state: 'hidden' });
  await pagina.getByRole('link', { name: /^Ir para o quadro de Jornada celular/ }).tap();
  await pagina.waitForURL(`**/workflow/process/${idFluxo}**`);
  const tile = pagina.locator(`[data-card-id="${idCard}"]`);
  await tile.waitFor();
  for (const aba of await pagina.getByRole('tab').all()) await alvoDeToque(aba, `aba ${await aba.textContent()}`);
  await fotografar(pagina, '3-quadro');

  // A swipe scrolls the board sideways.
  const quadro = pagina.getByRole('region', { name: 'Quadro de cards' });
  const areaQuadro = await caixa(quadro);
  const y = areaQuadro.y + Math.min(areaQuadro.height - 20, 40);
  await deslizar(pagina, { x: 330, y }, { x: 60, y });
  await expect.poll(() => quadro.evaluate((e) => e.scrollLeft)).toBeGreaterThan(100);
  await fotografar(pagina, '4-quadro-deslizado');
  await quadro.evaluate((e) => e.scrollTo({ left: 0 }));

  // The card: its header and close button stay in view at the end of its long details.
  await tile.tap();
  const modal = pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: 'Pedido no celular' }) });
  await modal.getByRole('tab', { name: 'Comentários' }).waitFor();
  await pagina.evaluate(() => {
    for (const rolavel of document.querySelectorAll('.ant-modal-wrap, .ant-modal-body'))
      rolavel.scrollTop = rolavel.scrollHeight;
  });
  const fechar = modal.locator('.ant-modal-close');
  await alvoDeToque(fechar, 'fechar o card');
  expect(naTela(await caixa(fechar))).toBe(true);
  expect(naTela(await caixa(modal.getByRole('heading', { name: 'Pedido no celular' })))).toBe(true);
  await fotografar(pagina, '5-card-rolado');

  // The browser's back button closes it, and the board is still there.
  await pagina.goBack();
  await modal.waitFor({ state: 'detached' });
  expect(new URL(pagina.url()).searchParams.has('card')).toBe(false);
  await tile.waitFor();

  // Scrolled to the end, the floating buttons do not cover the footer's link.
  await pagina.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const termos = pagina.getByRole('contentinfo').getByRole('button', { name: 'Termos de uso' });
  await alvoDeToque(termos, 'Termos de uso');
  const caixaTermos = await caixa(termos);
  for (const botao of await pagina.locator('.botoes-flutuantes .ant-btn').all()) {
    expect(sobrepoe(await caixa(botao), caixaTermos), `${await botao.textContent()} sobre o rodapé`).toBe(false);
  }
  await fotografar(pagina, '6-rodape');

  // The diagram: readable zoom, the initial stage on screen, its menu a real target.
  await pagina.evaluate(() => window.scrollTo(0, 0));
  await pagina.getByRole('tab', { name: 'Fluxo' }).tap();
  const menuEntrada = pagina.getByRole('button', { name: 'Ações da etapa Entrada' });
  await menuEntrada.waitFor();
  await expect
    .poll(() => pagina.locator('.react-flow__viewport').evaluate((e) => new DOMMatrix(getComputedStyle(e).transform).a))
    .toBeGreaterThanOrEqual(1);
  const tamanhoDoTexto = await pagina
    .locator('.react-flow__node .ant-tag')
    .first()
    .evaluate(
      (e) =>
        parseFloat(getComputedStyle(e).fontSize) *
        new DOMMatrix(getComputedStyle(e.closest('.react-flow__viewport')!).transform).a,
    );
  expect(tamanhoDoTexto).toBeGreaterThanOrEqual(12);
  expect(naTela(await caixa(menuEntrada))).toBe(true);
  await alvoDeToque(menuEntrada, 'menu da etapa');
  await fotografar(pagina, '7-diagrama');
  // The canvas ends above the floating buttons: its zoom controls and React Flow's link stay uncovered.
  for (const controle of [pagina.locator('.react-flow__controls'), pagina.locator('.react-flow__attribution')]) {
    const caixaControle = await caixa(controle);
    for (const botao of await pagina.locator('.botoes-flutuantes .ant-btn').all()) {
      expect(
        sobrepoe(await caixa(botao), caixaControle),
        `${await botao.textContent()} sobre os controles do diagrama`,
      ).toBe(false);
    }
  }
  await menuEntrada.tap();
  await pagina.getByRole('menuitem', { name: 'Editar etapa' }).waitFor();
  // The screenshot after the menu's fade-in, not through it.
  await pagina
    .locator('.ant-dropdown')
    .evaluate((e) => Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished)));
  await fotografar(pagina, '8-menu-da-etapa');

  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
