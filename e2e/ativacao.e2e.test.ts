import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { emailUnico, SENHA_NOVA_CONTA } from './support/contas';
import { aguardarLinkPorEmail } from './support/emails';
import { abrirNavegador, entrar, novaPagina, preencherLogin, USUARIO_AMBIENTE } from './support/navegador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

/** The environment administrator switches "Exigir ativação" through /admin/ambiente. */
async function exigirAtivacao(exigir: boolean): Promise<void> {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await entrar(pagina, USUARIO_AMBIENTE);
  await pagina.goto('/workflow/admin/ambiente');
  await pagina.getByLabel('Exigir ativação da conta pelo link enviado por e-mail').setChecked(exigir);
  await pagina.getByRole('button', { name: 'Salvar configurações' }).click();
  await pagina.locator('.ant-message-success').first().waitFor();
  await contexto.close();
}

beforeAll(async () => {
  navegador = await abrirNavegador();
  await exigirAtivacao(true);
});

afterAll(async () => {
  // Other files sign up without activation: put the seeded setting back whatever happened.
  await exigirAtivacao(false);
  await navegador?.close();
});

it('activates a new account through the e-mailed link, then signs in', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  const email = emailUnico('ativacao');
  await pagina.goto('/workflow/register/AVMB');
  await pagina.getByLabel('Nome', { exact: true }).fill('Pessoa a Ativar');
  await pagina.getByLabel('E-mail').fill(email);
  await pagina.getByLabel('Celular').fill('21987654321');
  await pagina.getByLabel('Senha', { exact: true }).fill(SENHA_NOVA_CONTA);
  await pagina.getByLabel('Confirmar senha').fill(SENHA_NOVA_CONTA);
  await pagina.getByRole('checkbox').check();
  await pagina.getByRole('button', { name: 'Criar conta' }).click();
  await pagina.waitForURL('**/workflow/login/AVMB');
  await expect.poll(() => pagina.getByText(/link de ativação/).count()).toBeGreaterThan(0);

  await preencherLogin(pagina, email, SENHA_NOVA_CONTA);
  // An alert with text: the page's live region (role=alert) is always there, empty until it speaks.
  await expect.poll(() => pagina.getByRole('alert').filter({ hasText: /\S/ }).count()).toBeGreaterThan(0);

  const link = await aguardarLinkPorEmail(baseUrl, email, /\/workflow\/ativarusuario\//);
  await pagina.goto(link);
  await pagina.waitForURL('**/workflow/login/AVMB');
  await expect.poll(() => pagina.locator('.ant-message-success').count()).toBeGreaterThan(0);

  await entrar(pagina, email, SENHA_NOVA_CONTA);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
