import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { abrirNavegador, entrar, novaPagina, rotulosDoMenu, SENHA_DEMO } from './support/navegador';
import { aguardarLinkPorEmail } from './support/emails';
import { criarAmbientePeloOperador } from './support/operador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

/**
 * A person with accounts in two tenants: AVMB (by sign-up) and a second one (by the operator),
 * who confirmed the e-mail of both by setting the password through the links e-mailed to it: only
 * then is the switch honoured.
 */
const PESSOA = { email: `duas.casas.${Date.now()}@exemplo.com.br`, senha: SENHA_DEMO };
const SEGUNDO = { sigla: `E2E${Date.now().toString(36).toUpperCase().slice(-4)}`, nome: 'Filial de Testes' };

beforeAll(async () => {
  navegador = await abrirNavegador();
  await criarAmbientePeloOperador(inject('portasRuntime'), {
    sigla: SEGUNDO.sigla,
    nome: SEGUNDO.nome,
    adminEmail: PESSOA.email,
    adminSenha: PESSOA.senha,
  });
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await pagina.goto('/workflow/register/AVMB');
  await pagina.getByLabel('Nome', { exact: true }).fill('Pessoa de Duas Casas');
  await pagina.getByLabel('E-mail').fill(PESSOA.email);
  await pagina.getByLabel('Celular').fill('31987654321');
  await pagina.getByLabel('Senha', { exact: true }).fill(PESSOA.senha);
  await pagina.getByLabel('Confirmar senha').fill(PESSOA.senha);
  await pagina.getByRole('checkbox').check();
  await pagina.getByRole('button', { name: 'Criar conta' }).click();
  await pagina.waitForURL('**/workflow/login/AVMB');
  // Opening the link confirms nothing: the owner sets the password there, which confirms the e-mail.
  for (const sigla of ['AVMB', SEGUNDO.sigla]) {
    await pagina.goto(
      await aguardarLinkPorEmail(baseUrl, PESSOA.email, new RegExp(`/workflow/confirmaremail/${sigla}/`)),
    );
    await pagina.getByText('Defina sua senha para confirmar seu e-mail.').waitFor();
    await pagina.getByText(PESSOA.email).waitFor();
    await pagina.getByLabel('Nova senha', { exact: true }).fill(PESSOA.senha);
    await pagina.getByLabel('Confirmar nova senha').fill(PESSOA.senha);
    await pagina.getByRole('button', { name: 'Salvar nova senha' }).click();
    await pagina.waitForURL(`**/workflow/login/${sigla}`);
  }
  await contexto.close();
}, 120_000);

afterAll(async () => {
  await navegador?.close();
});

it('lists both environments, marks AVMB as the main one and switches to the other', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await entrar(pagina, PESSOA.email, PESSOA.senha);
  expect(await rotulosDoMenu(pagina)).toEqual(['Home', 'Fluxos', 'Base de dados', 'Relatórios', 'Minha conta', 'Alternar ambiente', 'API docs', 'Sair']);

  await pagina
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('menuitem', { name: 'Alternar ambiente' })
    .click();
  const modal = pagina.getByRole('dialog', { name: 'Alternar ambiente' });
  const principal = modal.getByRole('button', { name: /AVMB/ });
  await principal.waitFor();
  expect(await principal.textContent()).toContain('Ambiente Principal');
  expect(await principal.isDisabled()).toBe(true);

  await modal.getByRole('button', { name: new RegExp(SEGUNDO.nome) }).click();

  await pagina.waitForURL('**/workflow/home');
  await pagina.getByRole('banner').getByText(SEGUNDO.nome).waitFor();
  expect(await pagina.evaluate<string | null>("localStorage.getItem('workflow.sigla')")).toBe(SEGUNDO.sigla);
  // The new tenant's administrator sees its administration.
  expect(await rotulosDoMenu(pagina)).toContain('Administração > Ambiente');

  await pagina.reload();
  await pagina.getByRole('banner').getByText(SEGUNDO.nome).waitFor();
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
