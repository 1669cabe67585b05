import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { FalhaLoginGoogle } from '@wf/shared/constants/google';
import type { ClientePublico, RespostaSessao, UsuarioSessao } from '@wf/shared/types/sessao';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp } from './support/clienteHttp';
import { novoEmail } from './support/dados';
import { NavegadorGoogle } from './support/googleLocal';
import { ligarGoogle } from './support/googleTenant';
import { entrar } from './support/sessoes';

/**
 * "Entrar com Google" end to end over real HTTP: the runtime's API, its local OpenID provider
 * (oidc-provider under /_local/oidc, the client the runtime configured), the real table.
 */
let amb: AmbienteDeTeste;
let admin: ClienteHttp;
let base: string;
beforeAll(async () => {
  base = inject('baseUrl');
  amb = await criarAmbienteDeTeste();
  ({ http: admin } = await entrar(amb, amb.adminEmail, amb.adminSenha));
  await ligarGoogle(admin, amb.sigla, { googleSignIn: 'S' });
});

const login = (sigla: string, falha: FalhaLoginGoogle) => `${base}/workflow/login/${sigla}?erroGoogle=${falha}`;

/** Whether this browser holds a session of the tenant the API accepts. */
async function temSessao(nav: NavegadorGoogle, sigla: string): Promise<boolean> {
  const r = await nav.clienteApi().get<RespostaSessao>('/api/auth/verify-login', { sigla });
  return r.status === 200;
}

const sessaoNosCookies = (nav: NavegadorGoogle, sigla: string) => nav.cookies.has(`wf_sessao_${sigla}`);

describe('GET /api/auth/google → local OpenID provider → GET /api/auth/google/callback', () => {
  it('signs an active account in with the session a password login opens, and goes home', async () => {
    const nav = new NavegadorGoogle();
    const autorizacao = await nav.iniciar(amb.sigla);
    const url = new URL(autorizacao);
    expect(url.pathname).toBe('/_local/oidc/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(new RegExp(`^${amb.sigla}\\.`));
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${base}/api/auth/google/callback`);

    const r = await nav.voltar(await nav.autorizar(autorizacao, amb.adminEmail));

    expect(r).toEqual({ status: 302, location: `${base}/workflow/home` });
    expect(await temSessao(nav, amb.sigla)).toBe(true);
    const verificado = await nav.clienteApi().get<RespostaSessao>('/api/auth/verify-login', { sigla: amb.sigla });
    expect(verificado.body.usuario.email).toBe(amb.adminEmail);
    // The attempt's cookie is dropped once used.
    expect(nav.cookies.has('wf_google')).toBe(false);
  });

  it('goes to the card asked for when fluxo and card were given', async () => {
    const nav = new NavegadorGoogle();
    const autorizacao = await nav.iniciar(amb.sigla, { fluxo: 'F123', card: 'C456' });

    const r = await nav.voltar(await nav.autorizar(autorizacao, amb.adminEmail));

    expect(r.location).toBe(`${base}/workflow/process/F123?card=C456`);
  });

  it('refuses an e-mail the provider does not report as verified, and opens no session', async () => {
    const nav = new NavegadorGoogle();

    const r = await nav.entrar(amb.sigla, amb.adminEmail, false);

    expect(r).toEqual({ status: 302, location: login(amb.sigla, 'emailNaoVerificado') });
    expect(sessaoNosCookies(nav, amb.sigla)).toBe(false);
  });

  it('refuses an e-mail with no account in the tenant (nothing is created)', async () => {
    const nav = new NavegadorGoogle();
    const email = novoEmail('estranho');

    const r = await nav.entrar(amb.sigla, email);

    expect(r.location).toBe(login(amb.sigla, 'emailDesconhecido'));
    expect(sessaoNosCookies(nav, amb.sigla)).toBe(false);
    const lista = await admin.get<UsuarioSessao[]>('/api/usuario/buscarUsuarios', { sigla: amb.sigla });
    expect(JSON.stringify(lista.body)).not.toContain(email);
  });

  it("refuses another tenant's account", async () => {
    const outro = await criarAmbienteDeTeste();
    const nav = new NavegadorGoogle();

    const r = await nav.entrar(amb.sigla, outro.adminEmail);

    expect(r.location).toBe(login(amb.sigla, 'emailDesconhecido'));
    expect(sessaoNosCookies(nav, amb.sigla)).toBe(false);
    expect(sessaoNosCookies(nav, outro.sigla)).toBe(false);
  });

  it('a replayed callback (the same state and code again) opens no second session', async () => {
    const nav = new NavegadorGoogle();
    const callback = await nav.autorizar(await nav.iniciar(amb.sigla), amb.adminEmail);
    const cookieDaTentativa = nav.cookies.get('wf_google')!;
    expect((await nav.voltar(callback)).location).toBe(`${base}/workflow/home`);

    // An attacker (or a reload) with the same callback address and the attempt's cookie.
    const outro = new NavegadorGoogle();
    outro.cookies.set('wf_google', cookieDaTentativa);
    const r = await outro.voltar(callback);

    expect(r.location).toBe(login(amb.sigla, 'tentativaInvalida'));
    expect(sessaoNosCookies(outro, amb.sigla)).toBe(false);
  });

  it('refuses a callback without the browser-bound state cookie (login CSRF), and opens no session', async () => {
    const vitima = new NavegadorGoogle();
    const atacante = new NavegadorGoogle();
    const callback = await atacante.autorizar(await atacante.iniciar(amb.sigla), amb.adminEmail);

    const r = await vitima.voltar(callback);

    expect(r.location).toBe(login(amb.sigla, 'tentativaInvalida'));
    expect(sessaoNosCookies(vitima, amb.sigla)).toBe(false);
  });

  it('refuses a missing or foreign state', async () => {
    const nav = new NavegadorGoogle();

    const semEstado = await nav.voltar(`${base}/api/auth/google/callback?code=abc`);
    const estranho = await nav.voltar(`${base}/api/auth/google/callback?code=abc&state=${amb.sigla}.inventado`);

    expect(semEstado.status).toBe(302);
    expect(semEstado.location).toContain('erroGoogle=tentativaInvalida');
    expect(estranho.location).toBe(login(amb.sigla, 'tentativaInvalida'));
    expect(sessaoNosCookies(nav, amb.sigla)).toBe(false);
  });

  it('refuses an ID token whose nonce is not the one the attempt sent', async () => {
    const nav = new NavegadorGoogle();
    const autorizacao = new URL(await nav.iniciar(amb.sigla));
    autorizacao.searchParams.set('nonce', 'nonce-adulterado');

    const r = await nav.voltar(await nav.autorizar(autorizacao.href, amb.adminEmail));

    expect(r.location).toBe(login(amb.sigla, 'tentativaInvalida'));
    expect(sessaoNosCookies(nav, amb.sigla)).toBe(false);
  });

  it('refuses a code obtained without the PKCE challenge the attempt made', async () => {
    const nav = new NavegadorGoogle();
    const autorizacao = new URL(await nav.iniciar(amb.sigla));
    // Another verifier's challenge: the code is then bound to a verifier the API does not hold.
    autorizacao.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');

    const r = await nav.voltar(await nav.autorizar(autorizacao.href, amb.adminEmail));

    expect(r.location).toBe(login(amb.sigla, 'tentativaInvalida'));
    expect(sessaoNosCookies(nav, amb.sigla)).toBe(false);
  });

  it('a person who cancels at the provider goes back to the login page with the reason', async () => {
    const nav = new NavegadorGoogle();
    const pagina = await nav.seguir(await nav.iniciar(amb.sigla));
    const cancelado = await nav.ir(`${pagina.url}/cancelar`, { metodo: 'POST', formulario: {} });
    let atual = cancelado.location;
    while (atual && new URL(atual).pathname !== '/api/auth/google/callback') atual = (await nav.ir(atual)).location;

    const r = await nav.voltar(atual!);

    expect(r.location).toBe(login(amb.sigla, 'provedor'));
    expect(sessaoNosCookies(nav, amb.sigla)).toBe(false);
  });

  it('a tenant without Google sign-in sends the browser back to its login page, to no provider', async () => {
    const semGoogle = await criarAmbienteDeTeste();
    const nav = new NavegadorGoogle();

    const r = await nav.ir(`/api/auth/google?cliente=${semGoogle.sigla}&fluxo=F1&card=C1`);

    expect(r.status).toBe(302);
    expect(r.location).toBe(`${login(semGoogle.sigla, 'indisponivel')}&fluxo=F1&card=C1`);
    expect(nav.cookies.has('wf_google')).toBe(false);
  });

  it('a tenant that turned Google off after the attempt started opens no session', async () => {
    const outro = await criarAmbienteDeTeste();
    const { http } = await entrar(outro, outro.adminEmail, outro.adminSenha);
    await ligarGoogle(http, outro.sigla, { googleSignIn: 'S' });
    const nav = new NavegadorGoogle();
    const callback = await nav.autorizar(await nav.iniciar(outro.sigla), outro.adminEmail);
    await ligarGoogle(http, outro.sigla, { googleSignIn: 'N' });

    const r = await nav.voltar(callback);

    expect(r.location).toBe(login(outro.sigla, 'indisponivel'));
    expect(sessaoNosCookies(nav, outro.sigla)).toBe(false);
  });

  it('tells the login page that Google sign-in is available (a client is configured)', async () => {
    const r = await new ClienteHttp().get<ClientePublico>(`/api/cliente/${amb.sigla}`);

    expect(r.body).toMatchObject({ googleSignIn: 'S', googleSignInDisponivel: 'S' });
  });
});

describe('the callback alone is exempt from the origin / fetch-metadata guard', () => {
  const DE_OUTRO_SITE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };

  it('accepts the provider redirect a browser marks cross-site, and signs in', async () => {
    const nav = new NavegadorGoogle();
    const callback = await nav.autorizar(await nav.iniciar(amb.sigla), amb.adminEmail);

    const r = await nav.voltar(callback, DE_OUTRO_SITE);

    expect(r.location).toBe(`${base}/workflow/home`);
    expect(sessaoNosCookies(nav, amb.sigla)).toBe(true);
  });

  it('still refuses the same cross-site request on the start route and on other GET routes', async () => {
    const nav = new NavegadorGoogle();

    const inicio = await nav.ir(`/api/auth/google?cliente=${amb.sigla}`, { headers: DE_OUTRO_SITE });
    const publico = await nav.ir(`/api/cliente/${amb.sigla}`, { headers: DE_OUTRO_SITE });

    expect(inicio.status).toBe(403);
    expect(publico.status).toBe(403);
    expect(nav.cookies.has('wf_google')).toBe(false);
  });
});
