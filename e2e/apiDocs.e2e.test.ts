import { expect, inject, it } from 'vitest';
import { criarFluxoComEtapa } from './support/cards';
import { vigiarCsp } from './support/csp';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The API manual (/api-docs): an integrator switches API access on in My account, copies the
 * token, opens the manual from the menu and runs "Listar os fluxos" from the page, which calls
 * /api/v1 with that token; the page shows the server's answer. All under the real CSP.
 */
const { pessoaNova } = usarNavegador();

it('runs "Listar os fluxos" from the manual with the token copied from My account', async () => {
  const { contexto, pagina, errosDaPagina } = await pessoaNova('apidocs');
  await contexto.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
  const violacoes = await vigiarCsp(contexto, pagina);
  await criarFluxoComEtapa(pagina, 'Compras via API');

  await pagina.goto('/workflow/minha-conta');
  await pagina.getByRole('tab', { name: 'API' }).click();
  await pagina.getByRole('switch', { name: 'Acesso à API' }).click();
  await pagina.getByText('Acesso à API ativado').waitFor();
  await pagina.getByRole('button', { name: 'Copiar Token de acesso' }).click();
  const token = await pagina.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(token).toMatch(/\S{20,}/);

  await pagina.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'API docs' }).click();
  await pagina.waitForURL('**/workflow/api-docs');
  // My account stays in the page, hidden, until the manual's chunk has loaded (its token field has the same label).
  await pagina.getByRole('heading', { name: 'API docs', level: 1 }).waitFor();
  // The server keeps only the token's hash: the person pastes the one My account showed.
  await pagina.getByLabel('Token de acesso').fill(token);
  await pagina.getByRole('button', { name: 'Usar token' }).click();
  await pagina.getByText('Token em uso').waitFor();
  const operacao = pagina.locator('.opblock').filter({ hasText: 'Listar os fluxos' });
  await operacao.locator('.opblock-summary').click();

  const [pedido, resposta] = await Promise.all([
    pagina.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/fluxos'),
    pagina.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/fluxos'),
    operacao.getByRole('button', { name: 'Execute' }).click(),
  ]);
  expect(pedido.headers().token).toBe(token);
  expect(resposta.status()).toBe(200);
  expect(await resposta.text()).toContain('Compras via API');

  // The page shows the answer the server gave.
  const corpo = await resposta.text();
  const respostaNaPagina = operacao.locator('.live-responses-table .response');
  await respostaNaPagina.waitFor();
  expect(await respostaNaPagina.locator('.response-col_status').innerText()).toContain(String(resposta.status()));
  const corpoNaPagina = await respostaNaPagina.locator('.response-col_description pre').first().innerText();
  expect(JSON.parse(corpoNaPagina)).toEqual(JSON.parse(corpo));

  expect(violacoes).toEqual([]);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

it('tells a person without API access to switch it on in My account, and still shows the manual', async () => {
  const { contexto, pagina, errosDaPagina } = await pessoaNova('apidocs-sem');
  await pagina.goto('/workflow/api-docs');

  await pagina.getByText('O acesso à API está desativado para você').waitFor();
  await pagina.locator('.opblock').filter({ hasText: 'Listar os fluxos' }).waitFor();
  await pagina.getByRole('main').getByRole('link', { name: 'Minha conta' }).click();
  await pagina.waitForURL('**/workflow/minha-conta');
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
