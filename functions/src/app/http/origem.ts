import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ErroDominio } from '../errors';

/**
 * CSRF guard of every state-changing request (POST, PUT, PATCH, DELETE). The session cookies
 * are SameSite=Lax, which still lets another port of the same site post forms with them, so a
 * request must also prove it was sent by the app itself:
 * - with any cookie it carries the `X-Cliente` header, which a cross-site form cannot send and a
 *   cross-origin fetch can only send after a CORS preflight the API never grants;
 * - a body is JSON (`text/plain` and form bodies are what a cross-site form can send);
 * - when the browser says where the request comes from, that is the app: `Origin` in the
 *   allow-list and `Sec-Fetch-Site` `same-origin` or `none` (`same-site` is the other port).
 * Clients without a browser (the tenant CLI, scripts, tests) send neither header and pass by
 * sending `X-Cliente`.
 */
const METODOS_QUE_ALTERAM = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SEC_FETCH_SITE_ACEITOS = new Set(['same-origin', 'none']);

export const alteraEstado = (metodo: string): boolean => METODOS_QUE_ALTERAM.has(metodo.toUpperCase());

const origemNaoPermitida = (mensagem: string) => new ErroDominio(403, 'OrigemNaoPermitida', mensagem);
const corpoNaoJson = () =>
  new ErroDominio(
    415,
    'TipoDeConteudoNaoSuportado',
    'Envie o corpo da requisição em JSON (Content-Type: application/json).',
  );

/** An origin as browsers send it (scheme://host[:port]); what is not a URL is kept and never matches. */
const comoOrigem = (texto: string): string => {
  try {
    return new URL(texto).origin;
  } catch {
    return texto;
  }
};

/** `APP_ORIGINS` (comma-separated), else the origin of `APP_URL`. */
export function lerOrigensPermitidas(appOrigins: string | undefined, appUrl: string): string[] {
  const lista = appOrigins?.trim() ? appOrigins.split(',') : [appUrl];
  return lista
    .map((o) => o.trim())
    .filter(Boolean)
    .map(comoOrigem);
}

const ehJson = (contentType: string | undefined): boolean => {
  const tipo = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return tipo === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(tipo);
};

/** Throws a 403/415 `ErroDominio` when a state-changing request cannot be the app's own. */
export function conferirOrigem(evento: APIGatewayProxyEventV2, origensPermitidas: readonly string[]): void {
  if (!alteraEstado(evento.requestContext.http.method)) return;
  const headers = evento.headers ?? {};

  const origem = headers.origin;
  if (origem !== undefined && !origensPermitidas.includes(origem)) {
    throw origemNaoPermitida('Requisição recusada: ela não partiu do próprio Workflow.');
  }
  const site = headers['sec-fetch-site']?.toLowerCase();
  if (site !== undefined && !SEC_FETCH_SITE_ACEITOS.has(site)) {
    throw origemNaoPermitida('Requisição recusada: ela não partiu do próprio Workflow.');
  }
  const temCookie = (evento.cookies?.length ?? 0) > 0 || Boolean(headers.cookie);
  if (temCookie && !headers['x-cliente']?.trim()) {
    throw origemNaoPermitida('Requisição recusada: falta o cabeçalho X-Cliente, que o Workflow sempre envia.');
  }
  if (evento.body && !ehJson(headers['content-type'])) throw corpoNaoJson();
}
