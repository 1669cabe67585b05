import type { Browser } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { cadastrarPelaApi, emailUnico, entrarPelaApi, SENHA_NOVA_CONTA } from './support/contas';
import { aguardarLinkPorEmail } from './support/emails';
import { navegadorDoWorker, novaPagina } from './support/navegador';
import { criarAmbientePeloOperador, siglaUnica } from './support/operador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

/** Invitations and deactivations change who is in the tenant: a tenant of this file's own, never AVMB. */
const AMBIENTE = {
  sigla: siglaUnica(),
  nome: 'Convites de Testes',
  adminEmail: emailUnico('admin-convites'),
  adminSenha: SENHA_NOVA_CONTA,
};

beforeAll(async () => {
  navegador = await navegadorDoWorker();
  await criarAmbientePeloOperador(inject('portasRuntime'), AMBIENTE);
});

// Issue 25, item 6: the users screen had no way to add a person.
it('lets the administrator invite a person, who accepts by e-mail and lands signed in, then deactivates him', async () => {
  const admin = await novaPagina(navegador, baseUrl);
  await entrarPelaApi(admin.pagina, AMBIENTE.adminEmail, AMBIENTE.adminSenha, AMBIENTE.sigla);
  await admin.pagina.goto('/workflow/admin/usuarios');
  const email = emailUnico('convidado');

  await admin.pagina.getByRole('button', { name: 'Convidar pessoa' }).click();
  const modal = admin.pagina.getByRole('dialog', { name: 'Convidar pessoa' });
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByLabel('Nome').fill('Pessoa Convidada');
  await modal.getByRole('button', { name: 'Enviar convite' }).click();

  await expect.poll(() => admin.pagina.getByRole('dialog', { name: 'Convidar pessoa' }).count()).toBe(0);
  const linha = admin.pagina.getByRole('row', { name: /Pessoa Convidada/ });
  await expect.poll(() => linha.textContent()).toContain('Convite pendente');
  expect(await linha.textContent()).toContain('Usuário comum');

  // The invitation as the person reads it in the local outbox (GET /_local/emails).
  const link = await aguardarLinkPorEmail(baseUrl, email, new RegExp(`/workflow/aceitarconvite/${AMBIENTE.sigla}/`));
  const convidado = await novaPagina(navegador, baseUrl);
  await convidado.pagina.goto(link);
  await convidado.pagina.getByText(`Você foi convidado(a) para o ambiente ${AMBIENTE.nome}`).waitFor();
  expect(await convidado.pagina.getByLabel('Nome').inputValue()).toBe('Pessoa Convidada');
  await convidado.pagina.getByLabel('Senha', { exact: true }).fill(SENHA_NOVA_CONTA);
  await convidado.pagina.getByLabel('Confirmar senha').fill(SENHA_NOVA_CONTA);
  await convidado.pagina.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await convidado.pagina.waitForURL('**/workflow/home');
  await convidado.pagina.getByRole('button', { name: 'Menu do usuário' }).waitFor();

  await admin.pagina.reload();
  await expect.poll(() => linha.textContent()).toContain('Sim');
  await admin.pagina.getByRole('button', { name: 'Desativar Pessoa Convidada' }).click();
  await admin.pagina.locator('.ant-popconfirm').getByRole('button', { name: 'Desativar' }).click();
  await expect.poll(() => linha.textContent()).toContain('Não');

  // His session ended: the next page he opens sends him to the login.
  await convidado.pagina.goto('/workflow/home');
  await convidado.pagina.waitForURL(`**/workflow/login/${AMBIENTE.sigla}`);

  expect(admin.errosDaPagina).toEqual([]);
  await admin.contexto.close();
  await convidado.contexto.close();
});

// Issue 25, item 11: the sign-up confirmation asked for a new password instead of the one just chosen.
it('confirms the e-mail of a sign-up with the password the person chose, without setting another', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  const email = emailUnico('confirmacao');
  await cadastrarPelaApi('Pessoa a Confirmar', email, AMBIENTE.sigla);

  const link = await aguardarLinkPorEmail(baseUrl, email, new RegExp(`/workflow/confirmaremail/${AMBIENTE.sigla}/`));
  await pagina.goto(link);
  await pagina.getByText('Digite a senha que você escolheu no cadastro para confirmar o seu e-mail.').waitFor();
  expect(await pagina.getByLabel('Nova senha').count()).toBe(0);
  await pagina.getByLabel('Sua senha').fill(SENHA_NOVA_CONTA);
  await pagina.getByRole('button', { name: 'Confirmar e-mail' }).click();

  await pagina.waitForURL(`**/workflow/login/${AMBIENTE.sigla}`);
  await expect
    .poll(() => pagina.locator('.ant-message-success').filter({ hasText: 'E-mail confirmado com sucesso!' }).count())
    .toBe(1);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
