import { inject } from 'vitest';
import { ClienteHttp } from './clienteHttp';

/**
 * A browser going through "Entrar com Google" against the runtime's local OpenID provider
 * (infra/local/provedorOidcLocal.ts), over real HTTP: it follows the redirects itself (so each
 * hop can be seen or tampered with) and keeps the cookies each answer sets.
 */
export class NavegadorGoogle {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string = inject('baseUrl')) {}

  /** One GET or form POST, no redirect followed; answers the status, the Location and the text. */
  async ir(
    url: string,
    opcoes: { metodo?: 'GET' | 'POST'; formulario?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; location: string | null; texto: string; setCookies: string[] }> {
    const absoluta = new URL(url, this.baseUrl).href;
    const headers: Record<string, string> = { ...opcoes.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (opcoes.formulario) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opcoes.formulario).toString();
    }
    const r = await fetch(absoluta, { method: opcoes.metodo ?? 'GET', headers, body, redirect: 'manual' });
    const setCookies = r.headers.getSetCookie();
    for (const linha of setCookies) this.guardar(linha);
    const location = r.headers.get('location');
    return {
      status: r.status,
      location: location ? new URL(location, absoluta).href : null,
      texto: await r.text(),
      setCookies,
    };
  }

  private guardar(linha: string): void {
    const [par = ''] = linha.split(';');
    const i = par.indexOf('=');
    const nome = par.slice(0, i).trim();
    const valor = par.slice(i + 1).trim();
    if (/max-age=0\b/i.test(linha) || /expires=thu, 01 jan 1970/i.test(linha) || valor === '')
      this.cookies.delete(nome);
    else this.cookies.set(nome, valor);
  }

  /** Follows redirects from `url` until an answer that is not one; answers it and the last address. */
  async seguir(url: string): Promise<{ url: string; status: number; texto: string }> {
    let atual = url;
    for (let i = 0; i < 10; i++) {
      const r = await this.ir(atual);
      if (r.status < 300 || r.status >= 400 || !r.location) return { url: atual, status: r.status, texto: r.texto };
      atual = r.location;
    }
    throw new Error(`redirecionamentos demais a partir de ${url}`);
  }

  /** Starts the login (GET /api/auth/google), answering where the API sent the browser. */
  async iniciar(sigla: string, extra: Record<string, string> = {}): Promise<string> {
    const q = new URLSearchParams({ cliente: sigla, ...extra });
    const r = await this.ir(`/api/auth/google?${q.toString()}`);
    if (r.status !== 302 || !r.location) throw new Error(`início do login com Google: ${r.status} ${r.texto}`);
    return r.location;
  }

  /**
   * At the provider: opens the authorisation address (tampered or not), signs in on the stand-in's
   * page with this e-mail, and answers the provider's redirect back to the callback (not followed).
   */
  async autorizar(urlDeAutorizacao: string, email: string, verificado = true): Promise<string> {
    const pagina = await this.seguir(urlDeAutorizacao);
    if (pagina.status !== 200 || !pagina.texto.includes('Provedor OpenID local (simulação do Google)'))
      throw new Error(`página do provedor local: ${pagina.status} ${pagina.texto.slice(0, 300)}`);
    const envio = await this.ir(`${pagina.url}/login`, {
      metodo: 'POST',
      formulario: { email, verificado: verificado ? 'S' : 'N' },
    });
    let atual = envio.location;
    for (let i = 0; atual && i < 10; i++) {
      if (new URL(atual).pathname === '/api/auth/google/callback') return atual;
      atual = (await this.ir(atual)).location;
    }
    throw new Error('o provedor local não voltou ao callback');
  }

  /** The callback (as the provider's redirect sends it); answers where the API sent the browser. */
  async voltar(urlDoCallback: string, headers?: Record<string, string>): Promise<{ status: number; location: string }> {
    const r = await this.ir(urlDoCallback, { headers });
    return { status: r.status, location: r.location ?? '' };
  }

  /** The whole way: start, sign in at the provider, come back. */
  async entrar(sigla: string, email: string, verificado = true) {
    return this.voltar(await this.autorizar(await this.iniciar(sigla), email, verificado));
  }

  /** An API client carrying this browser's cookies (the session's among them). */
  clienteApi(): ClienteHttp {
    const http = new ClienteHttp(this.baseUrl);
    for (const [k, v] of this.cookies) http.cookies.set(k, decodeURIComponent(v));
    return http;
  }
}
