import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { errorText, type Log } from './log';
import {
  connectEvent,
  describeConnection,
  disconnectEvent,
  internalServerErrorFrame,
  messageEvent,
  type ConnectionInfo,
  type WebSocketApi,
  type WebSocketEvent,
} from './webSocketEvents';

/**
 * The local API Gateway WebSocket API: every route ($connect, $disconnect, $default) goes to one
 * Lambda. $connect runs before the handshake completes and may refuse it with its status code.
 */
export interface LiveConnection extends ConnectionInfo {
  socket: WebSocket;
  lastActiveAt: number;
}

export interface WebSocketGateway {
  /** Open connections by id, for the @connections management endpoint. */
  connections: Map<string, LiveConnection>;
  /** Takes the upgrade when it is for the gateway's path; false leaves it to someone else (Vite's HMR). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

export interface WebSocketGatewayOptions {
  api: WebSocketApi;
  path: string;
  invoke: (event: WebSocketEvent) => Promise<unknown>;
  log: Log;
}

/** API Gateway's limit for one WebSocket message. */
const MAX_MESSAGE_BYTES = 128 * 1024;

interface ConnectAnswer {
  statusCode?: number;
  headers?: Record<string, unknown>;
  body?: string;
}

const asConnectAnswer = (result: unknown): ConnectAnswer =>
  typeof result === 'object' && result !== null ? (result as ConnectAnswer) : {};

function headerValue(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found ? String(found[1]) : undefined;
}

/** Refuses a handshake with a plain HTTP answer, the way API Gateway does when $connect says no. */
function refuse(socket: Duplex, statusCode: number, body = ''): void {
  if (!socket.writable) return void socket.destroy();
  const head = [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}`,
    'Connection: close',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

export function createWebSocketGateway(options: WebSocketGatewayOptions): WebSocketGateway {
  const { api, invoke, log } = options;
  const connections = new Map<string, LiveConnection>();
  const chosenProtocol = new WeakMap<IncomingMessage, string>();
  let closing = false;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    // API Gateway echoes a subprotocol only when $connect answered with one.
    handleProtocols: (_protocols, req) => chosenProtocol.get(req) ?? false,
  });

  const disconnect = (connection: ConnectionInfo, code: number, reason: string): void => {
    if (closing) return;
    invoke(disconnectEvent(api, connection, code, reason)).catch((error: unknown) =>
      log(`$disconnect ${connection.connectionId} falhou: ${errorText(error)}`),
    );
  };

  const onMessage = (connection: LiveConnection) => (data: RawData, isBinary: boolean) => {
    connection.lastActiveAt = Date.now();
    const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    invoke(messageEvent(api, connection, bytes, isBinary)).catch((error: unknown) => {
      log(`$default ${connection.connectionId} falhou: ${errorText(error)}`);
      if (connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(internalServerErrorFrame(connection.connectionId));
      }
    });
  };

  const accept = (req: IncomingMessage, socket: Duplex, head: Buffer, info: ConnectionInfo): void => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection: LiveConnection = { ...info, socket: ws, lastActiveAt: Date.now() };
      connections.set(info.connectionId, connection);
      ws.on('message', onMessage(connection));
      ws.on('error', (error) => log(`conexão ${info.connectionId}: ${error.message}`));
      ws.once('close', (code, reason) => {
        connections.delete(info.connectionId);
        disconnect(info, code, reason.toString());
      });
    });
  };

  const connect = async (req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const info = describeConnection(req);
    let answer: ConnectAnswer;
    try {
      answer = asConnectAnswer(await invoke(connectEvent(api, info, req)));
    } catch (error) {
      log(`$connect recusado com 500: ${errorText(error)}`);
      return refuse(socket, 500, JSON.stringify({ message: 'Internal server error' }));
    }
    const status = answer.statusCode ?? 200;
    if (status >= 400) return refuse(socket, status, answer.body ?? '');
    // The client gave up while $connect ran: let the handler forget the connection it may have stored.
    if (socket.destroyed) return disconnect(info, 1006, 'Going away');
    const protocol = headerValue(answer.headers, 'sec-websocket-protocol');
    if (protocol) chosenProtocol.set(req, protocol);
    accept(req, socket, head, info);
  };

  return {
    connections,
    handleUpgrade: (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== options.path) return false;
      socket.on('error', () => socket.destroy());
      void connect(req, socket, head);
      return true;
    },
    close: () => {
      // Shutting down: the table may already be gone, so no $disconnect; stale connection
      // items are cleaned when a later fan-out gets 410 for them.
      closing = true;
      for (const connection of connections.values()) connection.socket.terminate();
      connections.clear();
      wss.close();
    },
  };
}
