import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { TOUR_PASSOS } from '@wf/shared/constants/configuracoesAmbiente';

export const SENHA_NOVA_CONTA = 'NovaSenha123';

/** A unique address per call, so tests never collide on the shared runtime. */
export const emailUnico = (prefixo: string): string =>
  `${prefixo}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com.br`;

/**
 * Signs up through the real form (AVMB: CPF optional, no activation) and waits for the login.
 * Only for tests whose subject is the sign-up form; every other test makes its people with
 * cadastrarPelaApi, the same request without the screen.
 */
export async function cadastrarPeloFormulario(
  pagina: Page,
  nome: string,
  email: string,
  sigla = 'AVMB',
): Promise<void> {
  await pagina.goto(`/workflow/register/${sigla}`);
  await pagina.getByLabel('Nome', { exact: true }).fill(nome);
  await pagina.getByLabel('E-mail').fill(email);
  await pagina.getByLabel('Celular').fill('11987654321');
  await pagina.getByLabel('Senha', { exact: true }).fill(SENHA_NOVA_CONTA);
  await pagina.getByLabel('Confirmar senha').fill(SENHA_NOVA_CONTA);
  await pagina.getByRole('checkbox').check();
  await pagina.getByRole('button', { name: 'Criar conta' }).click();
  await pagina.waitForURL(`**/workflow/login/${sigla}`);
}

/** A call from the test process to the runtime's real HTTP API, failing with the answer's text. */
async function chamarRuntime<T>(
  metodo: 'GET' | 'POST' | 'PATCH',
  caminho: string,
  sigla: string,
  corpo?: unknown,
): Promise<T> {
  const resposta = await fetch(`${inject('baseUrl')}${caminho}`, {
    method: metodo,
    // The SPA names its tenant on every request (X-Cliente); the CSRF guard wants it on writes.
    headers: { 'X-Cliente': sigla, ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
  const texto = await resposta.text();
  if (!resposta.ok) throw new Error(`${metodo} ${caminho}: HTTP ${resposta.status} ${texto}`);
  return (texto ? JSON.parse(texto) : undefined) as T;
}

/** The tenant's public token (GET /api/cliente/{sigla}), which the sign-up and login pages send. */
export async function tokenDoAmbiente(sigla: string): Promise<string> {
  return (await chamarRuntime<{ token: string }>('GET', `/api/cliente/${encodeURIComponent(sigla)}`, sigla)).token;
}

/**
 * cadastrarPeloFormulario's twin without the screen: the request the sign-up form sends
 * (POST /api/usuario/inserir with the tenant's token), from the test process. In a tenant
 * without activation the account can sign in at once.
 */
export async function cadastrarPelaApi(
  nome: string,
  email: string,
  sigla = 'AVMB',
  senha = SENHA_NOVA_CONTA,
): Promise<void> {
  const tokenCliente = await tokenDoAmbiente(sigla);
  await chamarRuntime('POST', '/api/usuario/inserir', sigla, {
    tokenCliente,
    Usuario: { nome, email, celular: '(11) 98765-4321', senha, confirmarSenha: senha, termos: true },
  });
}

/**
 * Sets the password through an e-mailed link's hash (PATCH /api/usuario/recuperarsenha), as the
 * page the link opens does: the welcome e-mail's link confirms the address this way.
 */
export async function definirSenhaPeloLink(link: string, senha: string): Promise<void> {
  const [sigla = '', hashCodificado = ''] = new URL(link).pathname.split('/').slice(-2);
  const hash = decodeURIComponent(hashCodificado);
  await chamarRuntime('PATCH', '/api/usuario/recuperarsenha', sigla, {
    customer: sigla,
    hash,
    senha,
    confirmarSenha: senha,
  });
}

/**
 * Signs the page's context in without the login screen: the login route the SPA calls
 * (POST /api/auth/local), sent with the context's own request client, so the session cookies of
 * its Set-Cookie land in the context's jar. Then opens /home and waits for the shell. Tests whose
 * subject is the login screen use entrar (navegador.ts) instead.
 */
export async function entrarPelaApi(
  pagina: Page,
  email: string,
  senha: string,
  sigla = 'AVMB',
  opcoes: { comTour?: boolean } = {},
): Promise<void> {
  const tokenCliente = await tokenDoAmbiente(sigla);
  const resposta = await pagina.context().request.post('/api/auth/local', {
    headers: { 'X-Cliente': sigla },
    data: { email, senha, tokenCliente },
  });
  if (resposta.status() !== 200)
    throw new Error(`login de ${email} em ${sigla}: HTTP ${resposta.status()} ${await resposta.text()}`);
  // A new account sees the home's first-use tour; only the tests of the tour keep it (comTour).
  if (!opcoes.comTour) {
    const tour = await pagina.context().request.put('/api/usuario/tourStep', {
      headers: { 'X-Cliente': sigla },
      data: { tourStep: TOUR_PASSOS },
    });
    if (tour.status() !== 200) throw new Error(`tour de ${email}: HTTP ${tour.status()} ${await tour.text()}`);
  }
  // The SPA's tenant is the one a login stored in localStorage (AVMB when none is): a context new to
  // another tenant gets it before the first page, and keeps whatever the app stores afterwards.
  if (sigla !== 'AVMB') {
    await pagina
      .context()
      .addInitScript(
        `localStorage.getItem('workflow.sigla') || localStorage.setItem('workflow.sigla', ${JSON.stringify(sigla)})`,
      );
  }
  await pagina.goto('/workflow/home');
  await pagina.getByRole('button', { name: 'Menu do usuário' }).waitFor();
}

/** A new person of the tenant, through the API: signed up (cadastrarPelaApi) and signed in (entrarPelaApi). */
export async function cadastrarEEntrarPelaApi(
  pagina: Page,
  nome: string,
  email: string,
  sigla = 'AVMB',
): Promise<void> {
  await cadastrarPelaApi(nome, email, sigla);
  await entrarPelaApi(pagina, email, SENHA_NOVA_CONTA, sigla);
}
