import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest, QueryParameterBag } from '@smithy/types';

/**
 * AWS Signature V4 as S3 checks it, for the local S3 gateway: the signature a request carries is
 * recomputed with the SDK's own signer (@smithy/signature-v4) from the request as received and
 * the local credentials, then compared. Both forms the product uses are checked:
 *   - presigned URLs (X-Amz-Signature in the query), the SPA's uploads and downloads: expired
 *     after X-Amz-Date + X-Amz-Expires, and their payload is UNSIGNED-PAYLOAD as in S3;
 *   - the Authorization header of the SDK clients (the handlers): at most 15 minutes off the
 *     server's clock. The payload hash is the signed x-amz-content-sha256 header; the body itself
 *     is not hashed (UNSIGNED-PAYLOAD is allowed, as S3 allows it).
 */

export interface Credenciais {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface RequisicaoS3 {
  method: string;
  /** The request target as received: raw (still %-encoded) path and query. */
  url: string;
  headers: IncomingHttpHeaders;
}

export type Recusa = { code: string; message: string };

/** S3's tolerance for the clock of a header-signed request, and the longest presigned URL (7 days). */
const DESVIO_MAXIMO_MS = 15 * 60 * 1000;
const VALIDADE_MAXIMA_S = 7 * 24 * 3600;
const ALGORITMO = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const recusa = (code: string, message: string): Recusa => ({ code, message });

/** `20260101T120000Z` as a Date, or null. */
function dataAmz(valor: string | null | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(valor ?? '');
  if (!m) return null;
  const [, a, mes, d, h, min, s] = m.map(Number) as number[];
  return new Date(Date.UTC(a!, mes! - 1, d!, h!, min!, s!));
}

/** `<key>/<yyyymmdd>/<region>/<service>/aws4_request`. */
function escopo(credential: string | null | undefined) {
  const [accessKeyId, data, region, service, fim, ...resto] = (credential ?? '').split('/');
  if (!accessKeyId || !data || !region || !service || fim !== 'aws4_request' || resto.length) return null;
  return { accessKeyId, data, region, service };
}

function parametros(url: URL, exceto: string): QueryParameterBag {
  const query: QueryParameterBag = {};
  for (const [nome, valor] of url.searchParams) {
    if (nome === exceto) continue;
    const atual = query[nome];
    query[nome] = atual == null ? valor : [...(Array.isArray(atual) ? atual : [atual]), valor];
  }
  return query;
}

/** The signed headers as received (Node lower-cases names and joins repeated values). */
function cabecalhosAssinados(headers: IncomingHttpHeaders, nomes: string[]): Record<string, string> | null {
  const escolhidos: Record<string, string> = {};
  for (const nome of nomes) {
    const valor = headers[nome];
    if (valor == null) return null;
    escolhidos[nome] = Array.isArray(valor) ? valor.join(',') : valor;
  }
  return escolhidos;
}

const mesmaAssinatura = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function signer(credenciais: Credenciais, region: string, service: string): SignatureV4 {
  // S3 signs the path as sent (no second escaping) and does not hash bodies here.
  return new SignatureV4({
    credentials: credenciais,
    region,
    service,
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
}

/** The path exactly as sent (URL parsing would re-encode some characters and resolve dot segments). */
function requisicaoBase(
  req: RequisicaoS3,
  url: URL,
  query: QueryParameterBag,
  headers: Record<string, string>,
): HttpRequest {
  const path = req.url.split('?')[0] ?? '/';
  return { method: req.method, protocol: 'http:', hostname: url.hostname, path, query, headers };
}

async function conferirPreassinada(
  req: RequisicaoS3,
  url: URL,
  credenciais: Credenciais,
  agora: Date,
): Promise<Recusa | null> {
  const q = url.searchParams;
  if (q.get('X-Amz-Algorithm') !== ALGORITMO)
    return recusa('AuthorizationQueryParametersError', `X-Amz-Algorithm only supports "${ALGORITMO}"`);
  const scope = escopo(q.get('X-Amz-Credential'));
  const data = dataAmz(q.get('X-Amz-Date'));
  const validade = Number(q.get('X-Amz-Expires'));
  const nomes = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const fornecida = q.get('X-Amz-Signature') ?? '';
  if (
    !scope ||
    !data ||
    !Number.isInteger(validade) ||
    validade < 1 ||
    validade > VALIDADE_MAXIMA_S ||
    !nomes.includes('host')
  )
    return recusa(
      'AuthorizationQueryParametersError',
      'Query-string authentication parameters are missing or malformed.',
    );
  if (scope.accessKeyId !== credenciais.accessKeyId)
    return recusa('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (agora.getTime() > data.getTime() + validade * 1000) return recusa('AccessDenied', 'Request has expired');
  if (data.getTime() > agora.getTime() + DESVIO_MAXIMO_MS) return recusa('AccessDenied', 'Request is not valid yet');
  const headers = cabecalhosAssinados(req.headers, nomes);
  if (!headers) return recusa('SignatureDoesNotMatch', 'A signed header is missing.');
  const naoAssinados = new Set(['x-amz-content-sha256']);
  const refeita = await signer(credenciais, scope.region, scope.service).presign(
    // The payload of a presigned request is UNSIGNED-PAYLOAD: given as a header that is neither
    // signed nor moved to the query, only for the canonical request's payload hash.
    requisicaoBase(req, url, parametros(url, 'X-Amz-Signature'), {
      ...headers,
      'x-amz-content-sha256': UNSIGNED_PAYLOAD,
    }),
    {
      signingDate: data,
      expiresIn: validade,
      signableHeaders: new Set(nomes),
      unsignableHeaders: naoAssinados,
      unhoistableHeaders: new Set([...nomes, ...naoAssinados]),
    },
  );
  const assinatura = refeita.query?.['X-Amz-Signature'];
  return typeof assinatura === 'string' && mesmaAssinatura(assinatura, fornecida)
    ? null
    : recusa('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
}

/** `AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=...`. */
function lerAuthorization(valor: string) {
  const [algoritmo, ...resto] = valor.trim().split(/\s+/);
  if (algoritmo !== ALGORITMO) return null;
  const partes = new Map(
    resto
      .join('')
      .split(',')
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const),
  );
  const scope = escopo(partes.get('Credential'));
  const nomes = (partes.get('SignedHeaders') ?? '').split(';').filter(Boolean);
  const assinatura = partes.get('Signature');
  return scope && nomes.length && assinatura ? { scope, nomes, assinatura } : null;
}

async function conferirCabecalho(
  req: RequisicaoS3,
  url: URL,
  credenciais: Credenciais,
  agora: Date,
): Promise<Recusa | null> {
  const auth = lerAuthorization(String(req.headers.authorization));
  if (!auth) return recusa('AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  if (auth.scope.accessKeyId !== credenciais.accessKeyId)
    return recusa('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const data = dataAmz(String(req.headers['x-amz-date']));
  if (!data || !auth.nomes.includes('host') || !auth.nomes.includes('x-amz-date'))
    return recusa('AccessDenied', 'AWS authentication requires a signed host and x-amz-date header');
  if (Math.abs(agora.getTime() - data.getTime()) > DESVIO_MAXIMO_MS)
    return recusa('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  const headers = cabecalhosAssinados(req.headers, auth.nomes);
  if (!headers) return recusa('SignatureDoesNotMatch', 'A signed header is missing.');
  const refeita = await signer(credenciais, auth.scope.region, auth.scope.service).sign(
    requisicaoBase(req, url, parametros(url, ''), headers),
    { signingDate: data, signableHeaders: new Set(auth.nomes) },
  );
  const assinatura = /Signature=([0-9a-f]+)/.exec(String(refeita.headers.authorization))?.[1] ?? '';
  return mesmaAssinatura(assinatura, auth.assinatura)
    ? null
    : recusa('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
}

/** Null when the request is signed by `credenciais` and still valid; otherwise why it is refused (403). */
export async function conferirAssinatura(
  req: RequisicaoS3,
  credenciais: Credenciais,
  agora = new Date(),
): Promise<Recusa | null> {
  const url = new URL(req.url, 'http://s3.local');
  const preassinada = url.searchParams.has('X-Amz-Signature') || url.searchParams.has('X-Amz-Algorithm');
  const cabecalho = req.headers.authorization !== undefined;
  if (preassinada && cabecalho)
    return recusa(
      'InvalidArgument',
      'Only one auth mechanism allowed: the X-Amz-Algorithm query parameter or the Authorization header.',
    );
  if (preassinada) return conferirPreassinada(req, url, credenciais, agora);
  if (cabecalho) return conferirCabecalho(req, url, credenciais, agora);
  return recusa('AccessDenied', 'Access Denied: the request is not signed.');
}
