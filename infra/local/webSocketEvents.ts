import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayEventWebsocketRequestContextV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { clientIp, requestTime } from './httpApiPayload';

/**
 * The events API Gateway WebSocket APIs send to a Lambda proxy integration. $connect carries the
 * handshake's headers with their original case (as API Gateway does: read them case-insensitively)
 * and the query string; messages carry the frame's body; $disconnect the close code and reason.
 */
export interface WebSocketIdentity {
  sourceIp: string;
  userAgent: string;
}

export interface WebSocketRequestContext extends APIGatewayEventWebsocketRequestContextV2 {
  identity: WebSocketIdentity;
  disconnectStatusCode?: number;
  disconnectReason?: string;
}

export interface WebSocketEvent extends Omit<APIGatewayProxyWebsocketEventV2, 'requestContext'> {
  requestContext: WebSocketRequestContext;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
}

export interface ConnectionInfo {
  connectionId: string;
  connectedAt: number;
  identity: WebSocketIdentity;
}

export interface WebSocketApi {
  domainName: string;
  stage: string;
}

/** API Gateway's connection ids look like `L0SM9cOFvHcCIhw=`: the `=` makes clients URL-encode them. */
export const newConnectionId = (): string => `${randomBytes(10).toString('base64url')}=`;

/** API Gateway's messageId/extendedRequestId are short opaque tokens. */
const opaqueId = (): string => `${randomBytes(9).toString('base64url')}=`;

function requestContext(
  api: WebSocketApi,
  connection: ConnectionInfo,
  routeKey: '$connect' | '$disconnect' | '$default',
  eventType: WebSocketRequestContext['eventType'],
): WebSocketRequestContext {
  const now = new Date();
  const id = opaqueId();
  return {
    routeKey,
    eventType,
    messageId: eventType === 'MESSAGE' ? opaqueId() : '',
    extendedRequestId: id,
    requestTime: requestTime(now),
    messageDirection: 'IN',
    stage: api.stage,
    connectedAt: connection.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: connection.identity,
    requestId: id,
    domainName: api.domainName,
    connectionId: connection.connectionId,
    apiId: 'local',
  };
}

function handshakeHeaders(req: IncomingMessage, sourceIp: string) {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  const add = (name: string, value: string): void => {
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
    (multiValueHeaders[name] ??= []).push(value);
  };
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) add(req.rawHeaders[i], req.rawHeaders[i + 1]);
  add('X-Forwarded-For', sourceIp);
  add('X-Forwarded-Port', String(req.socket.localPort ?? ''));
  add('X-Forwarded-Proto', 'http');
  return { headers, multiValueHeaders };
}

function queryStrings(url: string) {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  if (query === '') return {};
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  return { queryStringParameters: single, multiValueQueryStringParameters: multi };
}

export function describeConnection(req: IncomingMessage): ConnectionInfo {
  return {
    connectionId: newConnectionId(),
    connectedAt: Date.now(),
    identity: {
      sourceIp: clientIp(req.socket.remoteAddress ?? '127.0.0.1'),
      userAgent: req.headers['user-agent'] ?? '',
    },
  };
}

export function connectEvent(api: WebSocketApi, connection: ConnectionInfo, req: IncomingMessage): WebSocketEvent {
  return {
    ...handshakeHeaders(req, connection.identity.sourceIp),
    ...queryStrings(req.url ?? ''),
    requestContext: requestContext(api, connection, '$connect', 'CONNECT'),
    isBase64Encoded: false,
  };
}

export function messageEvent(
  api: WebSocketApi,
  connection: ConnectionInfo,
  data: Buffer,
  isBinary: boolean,
): WebSocketEvent {
  return {
    requestContext: requestContext(api, connection, '$default', 'MESSAGE'),
    body: data.toString(isBinary ? 'base64' : 'utf8'),
    isBase64Encoded: isBinary,
  };
}

export function disconnectEvent(
  api: WebSocketApi,
  connection: ConnectionInfo,
  code: number,
  reason: string,
): WebSocketEvent {
  return {
    headers: { Host: api.domainName, 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' },
    multiValueHeaders: { Host: [api.domainName], 'x-api-key': [''], 'X-Forwarded-For': [''], 'x-restapi': [''] },
    requestContext: {
      ...requestContext(api, connection, '$disconnect', 'DISCONNECT'),
      disconnectStatusCode: code,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  };
}

/** What API Gateway sends a client when the $default integration fails. */
export const internalServerErrorFrame = (connectionId: string): string =>
  JSON.stringify({ message: 'Internal server error', connectionId, requestId: randomUUID() });
