import { describe, expect, it } from 'vitest';
import { entrarPelaApi } from './support/contas';
import {
  entrar,
  preencherLogin,
  rotulosDoMenu,
  SENHA_DEMO,
  temOutrosAmbientes,
  USUARIO_AMBIENTE,
  USUARIO_SISTEMA,
} from './support/navegador';
import { usarNavegador } from './support/navegadorDoArquivo';

const { abrirPagina } = usarNavegador();

// The sign-in tests go through the login screen (their subject); the route guards' and the small
// screen's tests start from a session set through the login route (entrarPelaApi).

/** The switch entry is shown only to users with another environment. */
const comAlternar = (outros: boolean) => (outros ? ['Alternar ambiente'] : []);

describe('sign-in and side menu by profile', () => {
  it('shows the environment administrator exactly Home, Fluxos, Base de dados, Ambiente, Usuários, Organograma, Relatórios, Minha conta, API docs, Ajuda and Sair', async () => {
    const { contexto, pagina, errosDaPagina } = await abrirPagina();
    await entrar(pagina, USUARIO_AMBIENTE);

    const outros = await temOutrosAmbientes(pagina);
    expect(await rotulosDoMenu(pagina)).toEqual([
      'Home',
      'Fluxos',
      'Base de dados',
      'Administração > Ambiente',
      'Administração > Usuários',
      'Administração > Organograma',
      'Relatórios',
      'Minha conta',
      ...comAlternar(outros),
      'API docs',
      'Ajuda (abre em nova aba)',
      'Sair',
    ]);
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('shows the system administrator exactly Home, Fluxos, Base de dados, Usuários, Relatórios, Minha conta, API docs, Ajuda and Sair', async () => {
    const { contexto, pagina, errosDaPagina } = await abrirPagina();
    await entrar(pagina, USUARIO_SISTEMA);

    const outros = await temOutrosAmbientes(pagina);
    expect(await rotulosDoMenu(pagina)).toEqual([
      'Home',
      'Fluxos',
      'Base de dados',
      'Administração > Usuários',
      'Relatórios',
      'Minha conta',
      ...comAlternar(outros),
      'API docs',
      'Ajuda (abre em nova aba)',
      'Sair',
    ]);
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('sends a profile outside a route back home', async () => {
    const { contexto, pagina } = await abrirPagina();
    await entrarPelaApi(pagina, USUARIO_SISTEMA, SENHA_DEMO);

    await pagina.goto('/workflow/admin/ambiente');

    await pagina.waitForURL('**/workflow/home');
    await contexto.close();
  });

  it('shows the server message for a wrong password and stays on the login', async () => {
    const { contexto, pagina } = await abrirPagina();

    await preencherLogin(pagina, USUARIO_AMBIENTE, 'SenhaErrada123');

    const alerta = pagina.getByRole('alert').filter({ hasText: /senha/i });
    await expect.poll(() => alerta.count()).toBeGreaterThan(0);
    expect(pagina.url()).toContain('/workflow/login/AVMB');
    await contexto.close();
  });

  it('keeps a signed-in user out of the login screen of the same tenant', async () => {
    const { contexto, pagina } = await abrirPagina();
    await entrar(pagina, USUARIO_AMBIENTE);

    await pagina.goto('/workflow/login/AVMB');

    await pagina.waitForURL('**/workflow/home');
    await contexto.close();
  });
});

describe('route guard', () => {
  it('sends a visitor without session to the login of the stored tenant', async () => {
    const { contexto, pagina } = await abrirPagina();

    await pagina.goto('/workflow/minha-conta');

    await pagina.waitForURL('**/workflow/login/AVMB');
    await contexto.close();
  });

  it('sends an unknown path to /home', async () => {
    const { contexto, pagina } = await abrirPagina();
    await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);

    await pagina.goto('/workflow/caminho/que/nao/existe');

    await pagina.waitForURL('**/workflow/home');
    await expect.poll(() => pagina.getByRole('heading', { name: /Demo!/ }).count()).toBe(1);
    await contexto.close();
  });

  it('signs out through the menu and lands on the login', async () => {
    const { contexto, pagina } = await abrirPagina();
    await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);

    await pagina.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Sair' }).click();

    await pagina.waitForURL('**/workflow/login/**');
    await pagina.goto('/workflow/home');
    await pagina.waitForURL('**/workflow/login/AVMB');
    await contexto.close();
  });
});

describe('small screens', () => {
  it('puts the menu in a drawer opened from the header', async () => {
    const { contexto, pagina } = await abrirPagina({ largura: 390, altura: 800 });
    await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);
    expect(await pagina.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);

    await pagina.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = pagina.getByRole('dialog').getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Minha conta' }).click();

    await pagina.waitForURL('**/workflow/minha-conta');
    await expect.poll(() => pagina.getByRole('dialog').filter({ visible: true }).count()).toBe(0);
    await contexto.close();
  });
});
