import type { Browser } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { emailUnico, SENHA_NOVA_CONTA } from './support/contas';
import { aguardarLinkPorEmail } from './support/emails';
import { navegadorDoWorker, entrar, novaPagina, preencherLogin } from './support/navegador';
import { criarAmbientePeloOperador, siglaUnica } from './support/operador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

/**
 * A tenant of this file's own that requires activation ("Exigir ativação"): switching the setting
 * on the shared AVMB would hold up every other file's sign-ups running at the same time.
 */
const AMBIENTE = { sigla: siglaUnica(), nome: 'Ativação de Testes' };

beforeAll(async () => {
  navegador = await navegadorDoWorker();
  await criarAmbientePeloOperador(inject('portasRuntime'), {
    ...AMBIENTE,
    adminEmail: emailUnico('admin-ativacao'),
    adminSenha: SENHA_NOVA_CONTA,
    exigirAtivacao: true,
  });
});

it('activates a new account through the e-mailed link, then signs in', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  const email = emailUnico('ativacao');
  await pagina.goto(`/workflow/register/${AMBIENTE.sigla}`);
  await pagina.getByLabel('Nome', { exact: true }).fill('Pessoa a Ativar');
  await pagina.getByLabel('E-mail').fill(email);
  await pagina.getByLabel('Celular').fill('21987654321');
  await pagina.getByLabel('Senha', { exact: true }).fill(SENHA_NOVA_CONTA);
  await pagina.getByLabel('Confirmar senha').fill(SENHA_NOVA_CONTA);
  await pagina.getByRole('checkbox').check();
  await pagina.getByRole('button', { name: 'Criar conta' }).click();
  await pagina.waitForURL(`**/workflow/login/${AMBIENTE.sigla}`);
  await expect.poll(() => pagina.getByText(/link de ativação/).count()).toBeGreaterThan(0);

  await preencherLogin(pagina, email, SENHA_NOVA_CONTA, AMBIENTE.sigla);
  // An alert with text: the page's live region (role=alert) is always there, empty until it speaks.
  await expect.poll(() => pagina.getByRole('alert').filter({ hasText: /\S/ }).count()).toBeGreaterThan(0);

  const link = await aguardarLinkPorEmail(baseUrl, email, /\/workflow\/ativarusuario\//);
  await pagina.goto(link);
  await pagina.waitForURL(`**/workflow/login/${AMBIENTE.sigla}`);
  await expect.poll(() => pagina.locator('.ant-message-success').count()).toBeGreaterThan(0);

  await entrar(pagina, email, SENHA_NOVA_CONTA, AMBIENTE.sigla);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
