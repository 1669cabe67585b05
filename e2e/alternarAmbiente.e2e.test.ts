import type { Browser } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { cadastrarPelaApi, definirSenhaPeloLink, emailUnico, entrarPelaApi } from './support/contas';
import { aguardarLinkPorEmail } from './support/emails';
import { navegadorDoWorker, novaPagina, rotulosDoMenu, SENHA_DEMO } from './support/navegador';
import { criarAmbientePeloOperador, siglaUnica } from './support/operador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

/**
 * A person with accounts in two tenants: AVMB (by sign-up) and a second one (by the operator),
 * who confirmed the e-mail of both by setting the password through the links e-mailed to it: only
 * then is the switch honoured. All of it through the API and the operator CLI: the sign-up,
 * confirmation and login screens have tests of their own.
 */
const PESSOA = { email: emailUnico('duas.casas'), senha: SENHA_DEMO };
const SEGUNDO = { sigla: siglaUnica(), nome: 'Filial de Testes' };

beforeAll(async () => {
  navegador = await navegadorDoWorker();
  await criarAmbientePeloOperador(inject('portasRuntime'), {
    sigla: SEGUNDO.sigla,
    nome: SEGUNDO.nome,
    adminEmail: PESSOA.email,
    adminSenha: PESSOA.senha,
  });
  await cadastrarPelaApi('Pessoa de Duas Casas', PESSOA.email, 'AVMB', PESSOA.senha);
  // Opening the link confirms nothing: the owner sets the password there, which confirms the e-mail.
  for (const sigla of ['AVMB', SEGUNDO.sigla]) {
    const link = await aguardarLinkPorEmail(baseUrl, PESSOA.email, new RegExp(`/workflow/confirmaremail/${sigla}/`));
    await definirSenhaPeloLink(link, PESSOA.senha);
  }
}, 120_000);

it('lists both environments, marks AVMB as the main one and switches to the other', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await entrarPelaApi(pagina, PESSOA.email, PESSOA.senha);
  expect(await rotulosDoMenu(pagina)).toEqual([
    'Home',
    'Fluxos',
    'Base de dados',
    'Relatórios',
    'Minha conta',
    'Alternar ambiente',
    'API docs',
    'Ajuda (abre em nova aba)',
    'Sair',
  ]);

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
