import { SIGLA_PATTERN } from '@wf/shared/schemas/campos';

/**
 * Session cookies: one per tenant (`wf_sessao_<SIGLA>`), HttpOnly and SameSite=Lax, so a person
 * signed in to two environments keeps both sessions. The SPA names the tenant it is using with
 * the `X-Cliente` header; `wf_cliente` remembers the last one for reads without it (the
 * WebSocket handshake, a reload before the SPA knows), never for a state-changing request.
 */
const PREFIXO_SESSAO = 'wf_sessao_';
export const COOKIE_CLIENTE = 'wf_cliente';

export const nomeCookieSessao = (sigla: string): string => `${PREFIXO_SESSAO}${sigla.toUpperCase()}`;

/** A cookie value as sent (%-encoded by montarCookie); undefined when its %-encoding is broken. */
function decodificar(valor: string): string | undefined {
  try {
    return decodeURIComponent(valor);
  } catch {
    return undefined;
  }
}

/**
 * The request's cookies by name. A pair that cannot be read (no name, bad %-encoding such as
 * `x=%E0%A4%A`) is skipped: a browser may carry cookies of other apps of the same site, and
 * one of them must not break every route.
 */
export function lerCookies(cookies: string[] | undefined, cabecalho?: string): Record<string, string> {
  const pares = [...(cookies ?? []).flatMap((c) => c.split(';')), ...(cabecalho ? cabecalho.split(';') : [])];
  const mapa: Record<string, string> = {};
  for (const par of pares) {
    const i = par.indexOf('=');
    const nome = i > 0 ? par.slice(0, i).trim() : '';
    const valor = nome ? decodificar(par.slice(i + 1).trim()) : undefined;
    if (valor !== undefined) mapa[nome] = valor;
  }
  return mapa;
}

function montarCookie(nome: string, valor: string, maxAgeSegundos: number, seguro: boolean): string {
  const partes = [
    `${nome}=${encodeURIComponent(valor)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSegundos}`,
  ];
  if (seguro) partes.push('Secure');
  return partes.join('; ');
}

export function cookiesDeSessao(sigla: string, token: string, maxAgeSegundos: number, seguro: boolean): string[] {
  return [
    montarCookie(nomeCookieSessao(sigla), token, maxAgeSegundos, seguro),
    montarCookie(COOKIE_CLIENTE, sigla.toUpperCase(), maxAgeSegundos, seguro),
  ];
}

export const cookieSessaoRemovido = (sigla: string, seguro: boolean): string =>
  montarCookie(nomeCookieSessao(sigla), '', 0, seguro);

/**
 * The tenant a request speaks for: the SPA's header first, then (reads only) the last-used
 * cookie. A state-changing request names its tenant in the header alone, so a forged request
 * can never borrow the tenant a cookie happens to remember. The CSRF guard (http/origem.ts)
 * already refuses such a request with a cookie and no header; this is the second lock, kept so
 * that loosening the guard alone cannot reopen it.
 */
export function siglaDaRequisicao(
  headers: Record<string, string | undefined>,
  cookies: Record<string, string>,
  alteraEstado = false,
): string | undefined {
  const sigla = alteraEstado ? headers['x-cliente'] : (headers['x-cliente'] ?? cookies[COOKIE_CLIENTE]);
  return sigla && SIGLA_PATTERN.test(sigla) ? sigla.toUpperCase() : undefined;
}
