import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { entrarPelaApi } from './support/contas';
import { navegadorDoWorker, novaPagina, SENHA_DEMO, USUARIO_AMBIENTE } from './support/navegador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

beforeAll(async () => {
  navegador = await navegadorDoWorker();
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

/**
 * Opens the sign-up's terms dialog and gives back the animation durations its dialog box had
 * while it appeared: a MutationObserver, set before the click, reads the computed style at every
 * class antd adds or removes (its zoom-in runs through a few).
 */
async function duracoesAoAbrirOsTermos(pagina: Page): Promise<string[]> {
  await pagina.goto('/workflow/register/AVMB');
  await pagina.evaluate(() => {
    const vistas: string[] = [];
    (window as unknown as { duracoes: string[] }).duracoes = vistas;
    new MutationObserver((mudancas) => {
      for (const m of mudancas) {
        const alvos = m.type === 'attributes' ? [m.target] : [...m.addedNodes];
        for (const alvo of alvos) {
          if (!(alvo instanceof Element)) continue;
          for (const e of [alvo, ...alvo.querySelectorAll('.ant-modal')]) {
            if (e.classList.contains('ant-modal')) vistas.push(getComputedStyle(e).animationDuration);
          }
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await pagina.getByRole('button', { name: 'termos de acesso, uso e política de privacidade' }).click();
  await pagina.getByRole('dialog').getByText('60 (sessenta) dias').waitFor();
  // An animated dialog ends its zoom-in by dropping the class: then every step was recorded.
  await expect.poll(() => pagina.locator('.ant-modal').first().getAttribute('class')).not.toMatch(/ant-zoom/);
  return pagina.evaluate(() => (window as unknown as { duracoes: string[] }).duracoes);
}

it('animates dialogs only when the system does not ask for less motion', async () => {
  const comAnimacoes = await novaPagina(navegador, baseUrl, { comAnimacoes: true });
  expect((await duracoesAoAbrirOsTermos(comAnimacoes.pagina)).some((d) => d !== '0s')).toBe(true);
  await comAnimacoes.contexto.close();

  const semAnimacoes = await novaPagina(navegador, baseUrl);
  const duracoes = await duracoesAoAbrirOsTermos(semAnimacoes.pagina);
  expect(duracoes.length).toBeGreaterThan(0);
  expect(duracoes.every((d) => d === '0s')).toBe(true);
  await semAnimacoes.contexto.close();
});
