import type { Browser } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { emailUnico, SENHA_NOVA_CONTA } from './support/contas';
import { navegadorDoWorker, novaPagina } from './support/navegador';
import { criarAmbientePeloOperador, siglaUnica } from './support/operador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

/**
 * "Entrar com Google" as a person sees it, against the runtime's local OpenID provider (the
 * stand-in of Google's, infra/local/provedorOidcLocal.ts): tenants of their own, made by the
 * operator with the Google flags, never the demo tenant.
 */
const COM_GOOGLE = { sigla: siglaUnica(), nome: 'Ambiente com Google', adminEmail: emailUnico('google.admin') };
const SOMENTE_GOOGLE = { sigla: siglaUnica(), nome: 'Ambiente só Google', adminEmail: emailUnico('so.google.admin') };

beforeAll(async () => {
  navegador = await navegadorDoWorker();
  const portas = inject('portasRuntime');
  await criarAmbientePeloOperador(portas, { ...COM_GOOGLE, adminSenha: SENHA_NOVA_CONTA, google: 'S' });
  await criarAmbientePeloOperador(portas, {
    ...SOMENTE_GOOGLE,
    adminSenha: SENHA_NOVA_CONTA,
    google: 'S',
    somenteGoogle: 'S',
  });
}, 120_000);

it("signs in through the local provider's page and lands on the home", async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await pagina.goto(`/workflow/login/${COM_GOOGLE.sigla}`);

  // Both ways in, with 'ou' between them.
  await pagina.getByLabel('E-mail').waitFor();
  await pagina.getByText('ou', { exact: true }).waitFor();
  await pagina.getByRole('link', { name: 'Entrar com Google' }).click();

  await pagina.getByRole('heading', { name: 'Provedor OpenID local (simulação do Google)' }).waitFor();
  await pagina.getByLabel('E-mail').fill(COM_GOOGLE.adminEmail);
  await pagina.getByRole('button', { name: 'Entrar' }).click();

  await pagina.waitForURL('**/workflow/home');
  await pagina.getByRole('button', { name: 'Menu do usuário' }).waitFor();
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

it('comes back to the login page with the reason when the e-mail has no account there', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await pagina.goto(`/workflow/login/${COM_GOOGLE.sigla}`);
  await pagina.getByRole('link', { name: 'Entrar com Google' }).click();
  await pagina.getByRole('heading', { name: 'Provedor OpenID local (simulação do Google)' }).waitFor();
  await pagina.getByLabel('E-mail').fill(emailUnico('desconhecido'));
  await pagina.getByRole('button', { name: 'Entrar' }).click();

  await pagina.waitForURL(`**/workflow/login/${COM_GOOGLE.sigla}?erroGoogle=emailDesconhecido`);
  await pagina
    .getByText(
      'Não há conta neste ambiente para o e-mail da sua conta Google. Peça um convite ao administrador do ambiente.',
    )
    .waitFor();
  await contexto.close();
});

it('a tenant with exclusive Google login shows the Google button only: no password form, no sign-up link', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await pagina.goto(`/workflow/login/${SOMENTE_GOOGLE.sigla}`);

  await pagina.getByRole('link', { name: 'Entrar com Google' }).waitFor();
  expect(await pagina.getByLabel('E-mail').count()).toBe(0);
  expect(await pagina.getByLabel('Senha').count()).toBe(0);
  expect(await pagina.getByRole('button', { name: 'Entrar', exact: true }).count()).toBe(0);
  expect(await pagina.getByText('ou', { exact: true }).count()).toBe(0);
  expect(await pagina.getByRole('link', { name: 'Cadastre-se' }).count()).toBe(0);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
