import type { Browser } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { cadastrarPelaApi, emailUnico } from './support/contas';
import { aguardarLinkPorEmail } from './support/emails';
import { navegadorDoWorker, entrar, novaPagina } from './support/navegador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

beforeAll(async () => {
  navegador = await navegadorDoWorker();
});

it('recovers a forgotten password through the e-mailed link and signs in with the new one', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  const email = emailUnico('esqueci');
  await cadastrarPelaApi('Pessoa Esquecida', email);

  await pagina.goto('/workflow/login/AVMB');
  await pagina.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await pagina.waitForURL('**/workflow/recover-password/AVMB');
  await pagina.getByLabel('E-mail').fill(email);
  await pagina.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await pagina.getByText('Verifique seu e-mail').waitFor();

  const link = await aguardarLinkPorEmail(baseUrl, email, /\/workflow\/resetarsenha\//);
  await pagina.goto(link);
  await pagina.getByText(email).waitFor();
  await pagina.getByLabel('Nova senha', { exact: true }).fill('OutraSenha456');
  await pagina.getByLabel('Confirmar nova senha').fill('OutraSenha456');
  await pagina.getByRole('button', { name: 'Salvar nova senha' }).click();
  await pagina.waitForURL('**/workflow/login/AVMB');

  await entrar(pagina, email, 'OutraSenha456');
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

it('sends an invalid reset link to the login with the server message', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);

  await pagina.goto('/workflow/resetarsenha/AVMB/link-que-nao-existe');

  await pagina.waitForURL('**/workflow/login/AVMB');
  await expect.poll(() => pagina.locator('.ant-message-error').count()).toBeGreaterThan(0);
  await contexto.close();
});

it('shows the message of an unknown tenant on its login', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);

  await pagina.goto('/workflow/login/NAOEXISTE');

  await pagina.getByText('Confira o endereço de acesso ou fale com o administrador do seu ambiente.').waitFor();
  expect(await pagina.getByLabel('E-mail').count()).toBe(0);
  await contexto.close();
});
