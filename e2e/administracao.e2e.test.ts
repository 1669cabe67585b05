import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { cadastrarPelaApi, emailUnico, entrarPelaApi, SENHA_NOVA_CONTA } from './support/contas';
import { navegadorDoWorker, novaPagina, SENHA_DEMO, USUARIO_AMBIENTE, USUARIO_SISTEMA } from './support/navegador';
import { criarAmbientePeloOperador, siglaUnica } from './support/operador';

const baseUrl = inject('baseUrl');

/** The options of the open select (closed ones, like the page-size picker, stay in the DOM). */
const opcoesVisiveis = (pagina: Page) =>
  pagina.locator('.ant-select-item-option').filter({ visible: true }).allTextContents();
let navegador: Browser;

beforeAll(async () => {
  navegador = await navegadorDoWorker();
});

it('lets the environment administrator promote a new user, but never edit the system administrator', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await cadastrarPelaApi('Pessoa Promovida', emailUnico('promovida'));
  await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);
  await pagina.goto('/workflow/admin/usuarios');
  await mostrarCemPorPagina(pagina);

  expect(await pagina.getByRole('button', { name: 'Editar Sistema' }).isDisabled()).toBe(true);
  await pagina.getByRole('button', { name: 'Editar Pessoa Promovida' }).click();
  const modal = pagina.getByRole('dialog');
  await modal.getByLabel('Perfil').click();
  await expect.poll(() => opcoesVisiveis(pagina)).toEqual(['Usuário comum', 'Administrador do ambiente']);
  // Picked by keyboard (the open list's active option is the current one): under load a mouse
  // click could land while the list re-rendered and select nothing.
  const perfil = modal.getByRole('combobox', { name: 'Perfil' });
  await perfil.press('ArrowDown');
  await perfil.press('Enter');
  await expect
    .poll(() => modal.locator('.ant-select', { has: pagina.getByRole('combobox', { name: 'Perfil' }) }).textContent())
    .toBe('Administrador do ambiente');
  // Enter in a field submits the modal like the Salvar button.
  await modal.getByLabel('Nome', { exact: true }).press('Enter');

  await expect.poll(() => pagina.getByRole('dialog').count()).toBe(0);
  const linha = pagina.getByRole('row', { name: /Pessoa Promovida/ });
  await expect.poll(() => linha.textContent()).toContain('Administrador do ambiente');
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

it('offers the system administrator every profile', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await entrarPelaApi(pagina, USUARIO_SISTEMA, SENHA_DEMO);
  await pagina.goto('/workflow/admin/usuarios');
  await mostrarCemPorPagina(pagina);

  await pagina.getByRole('button', { name: 'Editar Demo' }).click();
  await pagina.getByRole('dialog').getByLabel('Perfil').click();

  await expect
    .poll(() => opcoesVisiveis(pagina))
    .toEqual([
      'Usuário comum',
      'Administrador do ambiente',
      'Administrador do sistema',
      'Administrador gerencial',
      'Operador de atendimento',
    ]);
  await contexto.close();
});

it('saves the environment settings, keeping CPF and domain restrictions exclusive', async () => {
  // Tenant-wide settings: changed in a tenant of this test's own, never in the shared AVMB, whose
  // sign-ups and login page other files use at the same time.
  const ambiente = {
    sigla: siglaUnica(),
    nome: 'Configurações de Testes',
    adminEmail: emailUnico('admin-config'),
    adminSenha: SENHA_NOVA_CONTA,
  };
  await criarAmbientePeloOperador(inject('portasRuntime'), ambiente);
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await entrarPelaApi(pagina, ambiente.adminEmail, ambiente.adminSenha, ambiente.sigla);
  await pagina.goto('/workflow/admin/ambiente');

  await pagina.getByLabel('Restringir cadastro por CPF').check();
  await pagina.getByLabel('Restringir cadastro por domínio de e-mail').check();
  expect(await pagina.getByLabel('Restringir cadastro por CPF').isChecked()).toBe(false);
  await pagina.getByLabel('Domínios permitidos').fill('exemplo.com.br');
  await pagina.getByLabel('Domínios permitidos').press('Enter');
  await pagina.getByLabel('Exibir o nome do ambiente na tela de login').check();
  await pagina.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect.poll(() => pagina.locator('.ant-message-success').count()).toBeGreaterThan(0);

  await pagina.reload();
  // The saved domain on screen: the form shows the server's settings, not its first render's.
  await pagina.getByText('exemplo.com.br').waitFor();
  expect(await pagina.getByLabel('Restringir cadastro por domínio de e-mail').isChecked()).toBe(true);
  expect(await pagina.getByLabel('Restringir cadastro por CPF').isChecked()).toBe(false);
  expect(await pagina.getByLabel('Exibir o nome do ambiente na tela de login').isChecked()).toBe(true);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

/** Other test files sign up people in the same tenant: one page of 100 keeps every account in view. */
async function mostrarCemPorPagina(pagina: Page): Promise<void> {
  await pagina.getByRole('combobox').last().click();
  await pagina.getByTitle('100 / página').click();
}
