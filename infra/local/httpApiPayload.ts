import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * Translation between a plain HTTP request/response and API Gateway HTTP API payload format 2.0,
 * following what API Gateway sends: lower-cased headers with repeats joined by commas, the
 * Cookie header moved to `cookies`, decoded query and path parameters, binary bodies in base64.
 */
export interface GatewayRequest {
  method: string;
  /** Path and query exactly as received (req.url). */
  url: string;
  /** Node's rawHeaders: name, value, name, value... */
  rawHeaders: string[];
  httpVersion: string;
  remoteAddress: string;
  localPort: number;
  body: Buffer;
}

export interface RouteTarget {
  routeKey: string;
  pathParameters: Record<string, string>;
}

export interface GatewayResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

const HTTP_DATE_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's requestContext.time: `12/Mar/2020:19:03:58 +0000`. */
export function requestTime(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${HTTP_DATE_MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** Bodies of these types reach the Lambda as text; anything else (uploads, forms) as base64. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type.startsWith('text/') || /[/+](json|xml|javascript)$/.test(type);
}

export const clientIp = (remoteAddress: string): string => remoteAddress.replace(/^::ffff:/, '');

export const traceId = (now: Date): string =>
  `Root=1-${Math.floor(now.getTime() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;

/** Repeated headers joined by commas, the Cookie header left out (it goes to `cookies`). */
export function joinHeaders(rawHeaders: string[]): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    const value = rawHeaders[i + 1];
    if (name === 'cookie') cookies.push(...splitCookieHeader(value));
    else headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  return { headers, cookies };
}

const splitCookieHeader = (value: string): string[] =>
  value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const joined: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    joined[name] = name in joined ? `${joined[name]},${value}` : value;
  }
  return joined;
}

function decodedPath(rawPath: string): string {
  try {
    return decodeURI(rawPath);
  } catch {
    return rawPath;
  }
}

function forwardedHeaders(request: GatewayRequest, headers: Record<string, string>, now: Date): Record<string, string> {
  const ip = clientIp(request.remoteAddress);
  return {
    ...headers,
    'x-forwarded-for': headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${ip}` : ip,
    'x-forwarded-port': String(request.localPort),
    'x-forwarded-proto': 'http',
    'x-amzn-trace-id': traceId(now),
  };
}

export function toHttpApiEvent(
  request: GatewayRequest,
  target: RouteTarget,
  requestId: string,
  now: Date,
): APIGatewayProxyEventV2 {
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const rawQueryString = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
  const joined = joinHeaders(request.rawHeaders);
  const headers = forwardedHeaders(request, joined.headers, now);
  const host = (headers.host ?? 'localhost').split(':')[0];
  const hasBody = request.body.length > 0;
  const asText = isTextContentType(headers['content-type']);
  return {
    version: '2.0',
    routeKey: target.routeKey,
    rawPath,
    rawQueryString,
    ...(joined.cookies.length > 0 && { cookies: joined.cookies }),
    headers,
    ...(queryParameters(rawQueryString) && { queryStringParameters: queryParameters(rawQueryString) }),
    ...(Object.keys(target.pathParameters).length > 0 && { pathParameters: target.pathParameters }),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0],
      http: {
        method: request.method,
        path: decodedPath(rawPath),
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: clientIp(request.remoteAddress),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: target.routeKey,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody && { body: request.body.toString(asText ? 'utf8' : 'base64') }),
    isBase64Encoded: hasBody && !asText,
  };
}

const isStructured = (value: object): value is APIGatewayProxyStructuredResultV2 => 'statusCode' in value;

/**
 * API Gateway's reading of a Lambda result: an object with `statusCode` is taken as is; any other
 * JSON value becomes a 200 application/json response with that value as the body.
 */
export function fromHttpApiResult(result: unknown): GatewayResponse {
  if (result === undefined || result === null) throw new Error('o handler não devolveu resposta');
  if (typeof result === 'object' && isStructured(result)) return structuredResponse(result);
  const body = typeof result === 'string' ? result : JSON.stringify(result);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
}

function structuredResponse(result: APIGatewayProxyStructuredResultV2): GatewayResponse {
  const headers: Record<string, string> = {};
  const cookies = [...(result.cookies ?? [])];
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (name.toLowerCase() === 'set-cookie') cookies.push(String(value));
    else headers[name.toLowerCase()] = String(value);
  }
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  return { statusCode: result.statusCode ?? 200, headers, cookies, body };
}
