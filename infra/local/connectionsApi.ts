import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './requestBody';
import type { LiveConnection } from './webSocketGateway';

/**
 * The API Gateway management API (`@connections`), as @aws-sdk/client-apigatewaymanagementapi
 * calls it with endpoint `<origin>/<stage>`: POST sends data, GET describes, DELETE closes.
 * Errors are restJson1: the type in `x-amzn-ErrorType`, so the SDK throws e.g. GoneException;
 * the message is pt-BR, like every other answer of the local runtime.
 */
const MAX_POST_BYTES = 128 * 1024;

/** `/local/@connections/<id>`; the SDK percent-encodes the `@` and the id (its `=`). */
const connectionPath = (stage: string) => new RegExp(`^/${stage}/(?:@|%40)connections/([^/]+)$`, 'i');

export function connectionIdFromPath(pathname: string, stage: string | RegExp): string | undefined {
  const match = (typeof stage === 'string' ? connectionPath(stage) : stage).exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The gateway asks this of every request: the pattern is built once per stage, not per request. */
export function connectionsPathMatcher(stage: string): (pathname: string) => boolean {
  const pattern = new RegExp(`^/${stage}/(?:@|%40)connections(?:/|$)`, 'i');
  return (pathname) => pattern.test(pathname);
}

export const isConnectionsPath = (pathname: string, stage: string): boolean => connectionsPathMatcher(stage)(pathname);

function sendError(res: ServerResponse, statusCode: number, type: string, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(statusCode, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'x-amzn-errortype': type,
  });
  res.end(body);
}

function describe(connection: LiveConnection) {
  return {
    connectedAt: new Date(connection.connectedAt).toISOString(),
    identity: { sourceIp: connection.identity.sourceIp, userAgent: connection.identity.userAgent },
    lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
  };
}

export function createConnectionsApi(connections: Map<string, LiveConnection>, stage: string) {
  const pattern = connectionPath(stage);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const pathname = (req.url ?? '/').split('?')[0];
    const connectionId = connectionIdFromPath(pathname, pattern);
    if (connectionId === undefined) return sendError(res, 404, 'NotFoundException', 'Rota não encontrada');
    const connection = connections.get(connectionId);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      return sendError(res, 410, 'GoneException', `A conexão ${connectionId} não existe mais`);
    }
    switch (req.method) {
      case 'POST':
        if (body.length > MAX_POST_BYTES)
          return sendError(res, 413, 'PayloadTooLargeException', 'Mensagem grande demais');
        // A text frame straight from the posted bytes (the SDK sends the message as UTF-8).
        connection.socket.send(body, { binary: false });
        res.writeHead(200, { 'content-length': '0' }).end();
        return;
      case 'GET': {
        const text = JSON.stringify(describe(connection));
        res
          .writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) })
          .end(text);
        return;
      }
      case 'DELETE':
        connection.socket.close(1000, 'Conexão encerrada pelo servidor');
        res.writeHead(204).end();
        return;
      default:
        return sendError(res, 405, 'MethodNotAllowedException', `Método ${req.method} não permitido`);
    }
  };
}
