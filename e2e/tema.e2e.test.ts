import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { entrarPelaApi } from './support/contas';
import { abrirNavegador, novaPagina, SENHA_DEMO, USUARIO_AMBIENTE } from './support/navegador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

beforeAll(async () => {
  navegador = await abrirNavegador();
});

afterAll(async () => {
  await navegador?.close();
});

/** The page canvas colour: light grey in LIGHT, black in DARK. */
const fundo = (pagina: Page) => pagina.evaluate<string>('getComputedStyle(document.body).backgroundColor');

it('switches to the dark theme from the user menu and keeps it after a reload', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);
  expect(await pagina.getAttribute('html', 'data-tema')).toBe('LIGHT');
  const fundoClaro = await fundo(pagina);

  await pagina.getByRole('button', { name: 'Menu do usuário' }).click();
  await pagina.getByRole('menuitem', { name: /Tema escuro/ }).click();

  await expect.poll(() => pagina.getAttribute('html', 'data-tema')).toBe('DARK');
  expect(await fundo(pagina)).not.toBe(fundoClaro);

  await pagina.reload();
  await pagina.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  expect(await pagina.getAttribute('html', 'data-tema')).toBe('DARK');
  expect(await fundo(pagina)).not.toBe(fundoClaro);

  await pagina.getByRole('button', { name: 'Menu do usuário' }).click();
  await pagina.getByRole('menuitem', { name: /Tema escuro/ }).click();
  await expect.poll(() => pagina.getAttribute('html', 'data-tema')).toBe('LIGHT');
  await contexto.close();
});
