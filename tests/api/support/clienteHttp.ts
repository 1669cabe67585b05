import { request } from 'node:http';
import { inject } from 'vitest';
import type { RespostaErro } from '@wf/shared/types/sessao';

export interface Resposta<T = unknown> {
  status: number;
  body: T;
  /** The Set-Cookie lines of this answer, as sent. */
  setCookies: string[];
}

export interface OpcoesRequisicao {
  body?: unknown;
  /** The tenant the request speaks for (X-Cliente header), as the SPA sends it. */
  sigla?: string;
  /** Extra cookies for this request only, on top of the jar (e.g. a forged one). */
  cookies?: Record<string, string>;
  /** Send no cookie at all, not even the jar's. */
  semCookies?: boolean;
  /** Extra headers (e.g. the Origin or Sec-Fetch-Site a browser would add). */
  headers?: Record<string, string>;
  /** Leave X-Cliente out even on a state-changing request (the CSRF tests). */
  semCliente?: boolean;
}

const ALTERAM_ESTADO = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface RespostaCrua {
  status: number;
  setCookies: string[];
  texto: string;
}

/**
 * One request sent from a chosen loopback address (127.0.0.0/8 is all loopback on Linux), so the
 * runtime sees it as another client address (the request's sourceIp).
 */
function requisitarDe(
  enderecoLocal: string,
  url: string,
  metodo: string,
  headers: Record<string, string>,
  corpo: string | undefined,
): Promise<RespostaCrua> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: metodo, headers, localAddress: enderecoLocal }, (res) => {
      let texto = '';
      res.setEncoding('utf8');
      res.on('data', (parte: string) => (texto += parte));
      res.on('end', () => {
        const sc = res.headers['set-cookie'] ?? [];
        resolve({ status: res.statusCode ?? 0, setCookies: sc, texto });
      });
    });
    req.on('error', reject);
    req.end(corpo);
  });
}

/**
 * A browser-like client for the runtime's real HTTP API: it keeps the cookies the server sets
 * (removing those set with Max-Age=0), sends them back, and returns the parsed JSON. With
 * enderecoLocal (e.g. '127.0.0.9') its requests come from that client address. Like the SPA it
 * sends X-Cliente on every state-changing request (the API's CSRF guard requires it).
 */
export class ClienteHttp {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string = inject('baseUrl'),
    readonly enderecoLocal?: string,
  ) {}

  async req<T = unknown>(metodo: string, caminho: string, opcoes: OpcoesRequisicao = {}): Promise<Resposta<T>> {
    const todos = opcoes.semCookies
      ? new Map<string, string>()
      : new Map([...this.cookies, ...Object.entries(opcoes.cookies ?? {})]);
    const headers: Record<string, string> = {};
    if (opcoes.body !== undefined) headers['content-type'] = 'application/json';
    // Like the SPA, a state-changing request always names its tenant: the last one signed in to.
    const sigla = opcoes.sigla ?? (ALTERAM_ESTADO.has(metodo) ? this.cookies.get('wf_cliente') : undefined);
    if (sigla && !opcoes.semCliente) headers['x-cliente'] = sigla;
    Object.assign(headers, opcoes.headers);
    if (todos.size > 0) headers.cookie = [...todos].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const corpo = opcoes.body === undefined ? undefined : JSON.stringify(opcoes.body);
    const r = await this.enviar(`${this.baseUrl}${caminho}`, metodo, headers, corpo);
    for (const linha of r.setCookies) this.guardarCookie(linha);
    return { status: r.status, body: (r.texto ? JSON.parse(r.texto) : undefined) as T, setCookies: r.setCookies };
  }

  private async enviar(url: string, metodo: string, headers: Record<string, string>, corpo?: string) {
    if (this.enderecoLocal) return requisitarDe(this.enderecoLocal, url, metodo, headers, corpo);
    const r = await fetch(url, { method: metodo, headers, body: corpo });
    return { status: r.status, setCookies: r.headers.getSetCookie(), texto: await r.text() };
  }

  private guardarCookie(linha: string): void {
    const [par = '', ...atributos] = linha.split(';');
    const i = par.indexOf('=');
    const nome = par.slice(0, i).trim();
    const valor = decodeURIComponent(par.slice(i + 1).trim());
    const removido = atributos.some((a) => a.trim().toLowerCase() === 'max-age=0');
    if (removido || valor === '') this.cookies.delete(nome);
    else this.cookies.set(nome, valor);
  }

  get = <T = unknown>(caminho: string, o?: OpcoesRequisicao) => this.req<T>('GET', caminho, o);
  post = <T = unknown>(caminho: string, body: unknown, o?: OpcoesRequisicao) =>
    this.req<T>('POST', caminho, { ...o, body });
  put = <T = unknown>(caminho: string, body: unknown, o?: OpcoesRequisicao) =>
    this.req<T>('PUT', caminho, { ...o, body });
  patch = <T = unknown>(caminho: string, body: unknown, o?: OpcoesRequisicao) =>
    this.req<T>('PATCH', caminho, { ...o, body });
  delete = <T = unknown>(caminho: string, o?: OpcoesRequisicao) => this.req<T>('DELETE', caminho, o);
}

/** Narrows an error answer for assertions. */
export const comoErro = (r: Resposta): RespostaErro => r.body as RespostaErro;
