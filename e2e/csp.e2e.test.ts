import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { criarCard, criarFluxoComEtapa } from './support/cards';
import { cadastrarPelaApi, emailUnico, SENHA_NOVA_CONTA } from './support/contas';
import { vigiarCsp } from './support/csp';
import { entrar } from './support/navegador';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The built SPA under its real Content-Security-Policy (the gateway's, the same as CloudFront's):
 * sign-up, login, a board, a card modal with an image uploaded to S3 and previewed from it, the
 * diagram and logout, with not one CSP violation. Violations are seen two ways: the
 * `securitypolicyviolation` event (added to every page before its scripts) and Chromium's
 * console line ("Refused to ... because it violates the following Content Security Policy").
 */
const { abrirPagina } = usarNavegador();

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function expectCabecalhosDeSeguranca(resposta: Response | null): void {
  const cabecalhos = resposta?.headers() ?? {};
  const csp = cabecalhos['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(cabecalhos['x-frame-options']).toBe('DENY');
  expect(cabecalhos['x-content-type-options']).toBe('nosniff');
}

describe('Content-Security-Policy', () => {
  it('is sent with the SPA and the app works under it without a single violation', async () => {
    const { contexto, pagina, errosDaPagina } = await abrirPagina({ largura: 1440, altura: 960 });
    const violacoes = await vigiarCsp(contexto, pagina);

    // Sign-up and login pages: both drawn under the policy; the account is made through the API
    // (the form's submit is cadastro.e2e's subject), and the login goes through its screen.
    expectCabecalhosDeSeguranca(await pagina.goto('/workflow/register/AVMB'));
    await pagina.getByLabel('Confirmar senha').waitFor();
    expectCabecalhosDeSeguranca(await pagina.goto('/workflow/login/AVMB'));
    await pagina.getByLabel('E-mail').waitFor();
    const email = emailUnico('csp');
    await cadastrarPelaApi('Pessoa CSP', email);
    await entrar(pagina, email, SENHA_NOVA_CONTA);

    // A board.
    const { idFluxo } = await criarFluxoComEtapa(pagina, 'Políticas');
    const idCard = await criarCard(pagina, idFluxo, 'Revisar cabeçalhos');
    expectCabecalhosDeSeguranca(await pagina.goto(`/workflow/process/${idFluxo}`));
    await pagina.locator(`[data-card-id="${idCard}"]`).waitFor();

    // The card modal: an image uploaded straight to S3 (connect-src) and previewed from it (img-src).
    await pagina.goto(`/workflow/process/${idFluxo}?card=${idCard}`);
    const modal = pagina
      .getByRole('dialog')
      .filter({ has: pagina.getByRole('heading', { name: 'Revisar cabeçalhos' }) });
    await modal.waitFor();
    const [seletor] = await Promise.all([
      pagina.waitForEvent('filechooser'),
      modal.getByRole('button', { name: 'Adicionar anexo' }).click(),
    ]);
    await seletor.setFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await modal.getByRole('list', { name: 'Anexos' }).getByText('pixel.png').waitFor();
    await modal.getByRole('button', { name: 'Visualizar pixel.png' }).click();
    const imagem = pagina.getByRole('img', { name: 'pixel.png' });
    await imagem.waitFor();
    await expect.poll(() => imagem.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
    await pagina.keyboard.press('Escape');

    // The diagram.
    await pagina.goto(`/workflow/process/${idFluxo}?tab=flow`);
    await pagina.getByRole('group', { name: 'Etapa Entrada', exact: true }).waitFor();

    // Logout (a POST now) back to the login page.
    await pagina.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Sair' }).click();
    await pagina.waitForURL('**/workflow/login/**');
    await pagina.getByLabel('E-mail').waitFor();

    expect(violacoes).toEqual([]);
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('reports a violation when something breaks the policy (the watch itself works)', async () => {
    const { contexto, pagina } = await abrirPagina();
    const violacoes = await vigiarCsp(contexto, pagina);
    await pagina.goto('/workflow/login/AVMB');
    await pagina.getByLabel('E-mail').waitFor();

    await pagina.evaluate(() => {
      const doc = (
        globalThis as unknown as {
          document: { createElement(t: string): { textContent: string }; body: { append(n: unknown): void } };
        }
      ).document;
      const script = doc.createElement('script');
      script.textContent = 'window.injetado = true';
      doc.body.append(script);
    });

    await expect.poll(() => violacoes.length).toBeGreaterThan(0);
    expect(await pagina.evaluate(() => (globalThis as unknown as { injetado?: boolean }).injetado)).toBeUndefined();
    await contexto.close();
  });
});
