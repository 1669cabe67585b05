import type { Browser } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { navegadorDoWorker, entrar, novaPagina, rotulosDoMenu } from './support/navegador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

beforeAll(async () => {
  navegador = await navegadorDoWorker();
});

it('signs up through the form, then signs in with the new account as a common user', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  const email = `pessoa.${Date.now()}@exemplo.com.br`;
  await pagina.goto('/workflow/register/AVMB');

  await pagina.getByLabel('Nome', { exact: true }).fill('Pessoa de Teste');
  await pagina.getByLabel('E-mail').fill(email);
  await pagina.getByLabel('Celular').fill('11987654321');
  await pagina.getByLabel('CPF').fill('52998224725');
  await pagina.getByLabel('Cargo').fill('Analista');
  await pagina.getByLabel('Senha', { exact: true }).fill('NovaSenha123');
  await pagina.getByLabel('Confirmar senha').fill('NovaSenha123');
  await pagina.getByRole('checkbox').check();
  await pagina.getByRole('button', { name: 'Criar conta' }).click();

  await pagina.waitForURL('**/workflow/login/AVMB');
  await expect.poll(() => pagina.getByText(/Cadastro realizado/).count()).toBeGreaterThan(0);

  await entrar(pagina, email, 'NovaSenha123');
  expect(await rotulosDoMenu(pagina)).toEqual([
    'Home',
    'Fluxos',
    'Base de dados',
    'Relatórios',
    'Minha conta',
    'API docs',
    'Ajuda (abre em nova aba)',
    'Sair',
  ]);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

it('shows the masks and the pt-BR messages of the sign-up form', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await pagina.goto('/workflow/register/AVMB');

  await pagina.getByLabel('Celular').fill('11987654321');
  await pagina.getByLabel('CPF').fill('11111111111');
  expect(await pagina.getByLabel('Celular').inputValue()).toBe('(11) 98765-4321');
  expect(await pagina.getByLabel('CPF').inputValue()).toBe('111.111.111-11');
  await pagina.getByRole('button', { name: 'Criar conta' }).click();

  await expect.poll(() => pagina.getByText('Por favor, informe seu nome').count()).toBe(1);
  await expect.poll(() => pagina.getByText('CPF inválido').count()).toBe(1);
  await expect
    .poll(() => pagina.getByText('Por favor, concorde com os termos de acesso, uso e política de privacidade').count())
    .toBe(1);
  await contexto.close();
});

it('opens the terms of use from the sign-up form without leaving it', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await pagina.goto('/workflow/register/AVMB');

  await pagina.getByRole('button', { name: 'termos de acesso, uso e política de privacidade' }).click();

  const modal = pagina.getByRole('dialog');
  await modal.getByText('60 (sessenta) dias').waitFor();
  await modal.getByRole('button', { name: 'Fechar' }).first().click();
  await expect.poll(() => pagina.getByRole('dialog').count()).toBe(0);
  expect(await pagina.getByRole('checkbox').isChecked()).toBe(false);
  await contexto.close();
});
