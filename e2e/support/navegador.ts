import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. CHROMIUM_PATH overrides it on other machines. */
const CAMINHO_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGUMENTOS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Chromium of its own; `extras` adds launch switches (e.g. a fake microphone) for one file. */
export function abrirNavegador(extras: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CAMINHO_CHROMIUM, args: [...ARGUMENTOS, ...extras] });
}

/**
 * The worker's Chromium, shared by the files it runs one after another (vitest.e2e.config.ts
 * keeps modules between files: `isolate: false`). Launching one per file cost a browser start per
 * file on cores the runtime needs; each test still gets a context of its own (cookies, storage),
 * so nothing of one test reaches another. Playwright kills it when the worker exits.
 */
let doWorker: Promise<Browser> | undefined;

export function navegadorDoWorker(): Promise<Browser> {
  doWorker ??= abrirNavegador().then((navegador) => {
    // A crashed browser is launched again by the next file, not reused.
    navegador.on('disconnected', () => (doWorker = undefined));
    return navegador;
  });
  return doWorker;
}

export interface OpcoesPagina {
  largura?: number;
  altura?: number;
  /** Chromium's own with this suffix: names the context's sockets for DELETE /_local/connections. */
  marcaUserAgent?: string;
  /** A phone: touch events and the mobile viewport (meta viewport honoured). */
  celular?: boolean;
  /**
   * The system's animations as most people have them. By default a context asks for less motion
   * (prefers-reduced-motion), which the app honours: dialogs, menus and popups appear and leave at
   * once, so a click never lands on an element still zooming or sliding, and two browsers on two
   * cores do not spend their time painting animation frames. e2e/movimento tests both ways.
   */
  comAnimacoes?: boolean;
}

/**
 * A fresh context per test: its own cookies (sessions) and localStorage (tenant, theme).
 * Page errors are collected so a test can assert the app did not crash.
 */
export async function novaPagina(
  navegador: Browser,
  baseUrl: string,
  { largura = 1280, altura = 900, marcaUserAgent, celular = false, comAnimacoes = false }: OpcoesPagina = {},
): Promise<{ contexto: BrowserContext; pagina: Page; errosDaPagina: string[] }> {
  const contexto = await navegador.newContext({
    baseURL: baseUrl,
    locale: 'pt-BR',
    reducedMotion: comAnimacoes ? 'no-preference' : 'reduce',
    viewport: { width: largura, height: altura },
    ...(celular ? { hasTouch: true, isMobile: true } : {}),
    ...(marcaUserAgent ? { userAgent: `${navegador.browserType().name()} ${marcaUserAgent}` } : {}),
  });
  contexto.setDefaultTimeout(15_000);
  const pagina = await contexto.newPage();
  const errosDaPagina: string[] = [];
  pagina.on('pageerror', (erro) => errosDaPagina.push(erro.message));
  return { contexto, pagina, errosDaPagina };
}

export const SENHA_DEMO = 'Workflow123';
export const USUARIO_AMBIENTE = 'demo@avmb.com.br';
export const USUARIO_SISTEMA = 'sistema@avmb.com.br';

export async function preencherLogin(pagina: Page, email: string, senha: string, sigla = 'AVMB'): Promise<void> {
  await pagina.goto(`/workflow/login/${sigla}`);
  await pagina.getByLabel('E-mail').fill(email);
  await pagina.getByLabel('Senha').fill(senha);
  await pagina.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function entrar(pagina: Page, email: string, senha = SENHA_DEMO, sigla = 'AVMB'): Promise<void> {
  await preencherLogin(pagina, email, senha, sigla);
  await pagina.waitForURL('**/workflow/home');
}

/**
 * The side menu as the user sees it, children prefixed by their parent
 * ("Administração > Usuários"). Closed parents are opened first.
 */
export async function rotulosDoMenu(pagina: Page): Promise<string[]> {
  const menu = pagina.getByRole('navigation', { name: 'Menu principal' });
  await menu.waitFor();
  const fechados = menu.locator('[role="menuitem"][aria-expanded="false"]');
  while ((await fechados.count()) > 0) {
    await fechados.first().click();
  }
  // Plain loops only: helpers declared in here would not survive serialisation to the browser.
  return menu.evaluate((nav) => {
    const rotulos: string[] = [];
    const raiz = nav.querySelector('ul[role="menu"]');
    for (const li of raiz ? [...raiz.children] : []) {
      const titulo = li.querySelector(':scope > [role="menuitem"][aria-expanded]');
      if (titulo) {
        for (const filho of li.querySelectorAll(':scope ul [role="menuitem"]')) {
          rotulos.push(`${titulo.textContent?.trim()} > ${filho.textContent?.trim()}`);
        }
      } else if (li.getAttribute('role') === 'menuitem') {
        rotulos.push(li.textContent?.trim() ?? '');
      }
    }
    return rotulos;
  });
}

/** Whether the session's user may switch to another environment (decides the menu's switch entry). */
export async function temOutrosAmbientes(pagina: Page): Promise<boolean> {
  const sigla = await pagina.evaluate<string | null>("localStorage.getItem('workflow.sigla')");
  const resposta = await pagina.request.get('/api/auth/verify-login?indNaoDeslogar=S', {
    headers: { 'X-Cliente': sigla ?? 'AVMB' },
  });
  const sessao = (await resposta.json()) as {
    usuario: { listaAmbientesAcesso: { siglaAmbienteCliente: string }[] };
    cliente: { sigla: string };
  };
  return sessao.usuario.listaAmbientesAcesso.some((a) => a.siglaAmbienteCliente !== sessao.cliente.sigla);
}
