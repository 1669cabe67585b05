import { resolverSessao } from '../../domains/auth/services/sessaoService';
import type { AppDeps } from '../../kernel/deps';
import { lerCookies, nomeCookieSessao, siglaDaRequisicao } from '../../kernel/http/cookies';
import type { Sessao } from '../../kernel/sessao';

/** The parts of API Gateway's $connect event that identify the person. */
export interface Handshake {
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined>;
}

/**
 * Tenant and session token of a handshake. A browser cannot set headers on a WebSocket, so the
 * tenant comes from `?cliente=` or the last-used `wf_cliente` cookie, and the token from that
 * tenant's session cookie (first-party: the socket is served from the SPA's origin).
 */
export function credenciaisDoHandshake(handshake: Handshake): { sigla: string; token: string } | null {
  // WebSocket events keep the client's header case, unlike HTTP API v2 events.
  const cabecalhoCookie = Object.entries(handshake.headers ?? {}).find(
    ([nome]) => nome.toLowerCase() === 'cookie',
  )?.[1];
  const cookies = lerCookies(undefined, cabecalhoCookie);
  const sigla = siglaDaRequisicao({ 'x-cliente': handshake.queryStringParameters?.cliente }, cookies);
  const token = sigla ? cookies[nomeCookieSessao(sigla)] : undefined;
  return sigla && token ? { sigla, token } : null;
}

/**
 * Browsers always send Origin on a WebSocket handshake and no CORS guards it: a page on another
 * port of the same site would otherwise open a socket with the Lax session cookie and read the
 * events. Clients without a browser send none.
 */
const origemPermitida = (handshake: Handshake, origens: readonly string[]): boolean => {
  const origem = Object.entries(handshake.headers ?? {}).find(([nome]) => nome.toLowerCase() === 'origin')?.[1];
  return origem === undefined || origens.includes(origem);
};

/** The session of a handshake, or null (the $connect answer is then 401 and the socket never opens). */
export async function sessaoDoHandshake(deps: AppDeps, handshake: Handshake): Promise<Sessao | null> {
  if (!origemPermitida(handshake, deps.env.origensPermitidas)) return null;
  const credenciais = credenciaisDoHandshake(handshake);
  return credenciais ? resolverSessao(deps, credenciais.sigla, credenciais.token) : null;
}
