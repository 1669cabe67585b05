import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ErroDominio } from '../../kernel/errors';

/**
 * CSRF and resource-isolation guard of every API request. The session cookies are SameSite=Lax,
 * which still sends them with requests started by another port of the same site (forms, links,
 * `<img>`), so:
 * - every request, reads included, that the browser says comes from elsewhere is refused:
 *   `Origin` outside the allow-list, or `Sec-Fetch-Site` other than `same-origin`/`none`
 *   (`same-site` is the other port). A read can change state too: refreshing the session
 *   token rewrites a cookie;
 * - a state-changing request (POST, PUT, PATCH, DELETE) must also prove it was sent by the app:
 *   with any cookie it carries the `X-Cliente` header, which a cross-site form cannot send and a
 *   cross-origin fetch can only send after a CORS preflight the API never grants; and its body
 *   is JSON (`text/plain` and form bodies are what a cross-site form can send).
 * Clients without a browser (the tenant CLI, scripts, tests) send neither Fetch-metadata header
 * and pass, on state-changing requests by sending `X-Cliente`.
 */
const METODOS_QUE_ALTERAM = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SEC_FETCH_SITE_ACEITOS = new Set(['same-origin', 'none']);

export const alteraEstado = (metodo: string): boolean => METODOS_QUE_ALTERAM.has(metodo.toUpperCase());

/** Request headers by lower-case name, as API Gateway and Node's http module give them. */
export type Cabecalhos = Readonly<Record<string, string | string[] | undefined>>;

const texto = (valor: string | string[] | undefined): string | undefined =>
  Array.isArray(valor) ? valor.join(', ') : valor;

/**
 * True when the browser states the request was started outside the app's own origins. A client
 * that is not a browser sends neither header and is never "from elsewhere".
 */
export function vemDeOutraOrigem(headers: Cabecalhos, origensPermitidas: readonly string[]): boolean {
  const origem = texto(headers.origin);
  if (origem !== undefined && !origensPermitidas.includes(origem)) return true;
  const site = texto(headers['sec-fetch-site'])?.toLowerCase();
  return site !== undefined && !SEC_FETCH_SITE_ACEITOS.has(site);
}

const origemNaoPermitida = (mensagem: string) => new ErroDominio('proibido', 'OrigemNaoPermitida', mensagem);
const corpoNaoJson = () =>
  new ErroDominio(
    'formatoNaoSuportado',
    'TipoDeConteudoNaoSuportado',
    'Envie o corpo da requisição em JSON (Content-Type: application/json).',
  );

const ehJson = (contentType: string | undefined): boolean => {
  const tipo = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return tipo === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(tipo);
};

const ehMultipart = (contentType: string | undefined): boolean =>
  (contentType ?? '').split(';')[0].trim().toLowerCase() === 'multipart/form-data';

/** Throws a 403/415 `ErroDominio` when the request cannot be the app's own. */
export function conferirOrigem(
  evento: APIGatewayProxyEventV2,
  origensPermitidas: readonly string[],
  aceitaMultipart = false,
): void {
  const headers = evento.headers ?? {};
  if (vemDeOutraOrigem(headers, origensPermitidas)) {
    throw origemNaoPermitida('Requisição recusada: ela não partiu do próprio Workflow.');
  }
  if (!alteraEstado(evento.requestContext.http.method)) return;

  const temCookie = (evento.cookies?.length ?? 0) > 0 || Boolean(headers.cookie);
  if (temCookie && !headers['x-cliente']?.trim()) {
    throw origemNaoPermitida('Requisição recusada: falta o cabeçalho X-Cliente, que o Workflow sempre envia.');
  }
  // A multipart upload (a route that declares it) still needs X-Cliente, which no form can send.
  if (evento.body && !ehJson(headers['content-type']) && !(aceitaMultipart && ehMultipart(headers['content-type'])))
    throw corpoNaoJson();
}
