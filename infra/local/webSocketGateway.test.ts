import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { closeServer, LOOPBACK } from './ports';
import type { WebSocketEvent } from './webSocketEvents';
import { createWebSocketGateway, type WebSocketGateway } from './webSocketGateway';

/**
 * The gateway on a real server with real sockets. The Lambda is a plain function here, so each
 * test decides what $connect answers and sees exactly the events API Gateway would send.
 */
let server: http.Server;
let gateway: WebSocketGateway;
let url: string;
let events: WebSocketEvent[];
let answer: (event: WebSocketEvent) => Promise<unknown>;

beforeEach(async () => {
  events = [];
  answer = async () => ({ statusCode: 200 });
  server = http.createServer();
  gateway = createWebSocketGateway({
    api: { domainName: 'localhost:1', stage: 'local' },
    path: '/ws',
    invoke: (event) => {
      events.push(event);
      return answer(event);
    },
    log: () => undefined,
  });
  server.on('upgrade', (req, socket, head) => {
    if (!gateway.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  gateway.close();
  await closeServer(server);
});

const connect = (path: string, options: WebSocket.ClientOptions = {}, protocols?: string[]): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}${path}`, protocols, options);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    socket.once('error', reject);
  });

const until = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('createWebSocketGateway', () => {
  it('sends $connect with the handshake headers in their original case and the query string', async () => {
    const socket = await connect('/ws?cliente=AVMB', { headers: { Cookie: 'wf_cliente=AVMB' } });

    const [connect$] = events;
    expect(connect$.requestContext).toMatchObject({
      routeKey: '$connect',
      eventType: 'CONNECT',
      stage: 'local',
      domainName: 'localhost:1',
    });
    expect(connect$.requestContext.connectionId).toMatch(/^[A-Za-z0-9_-]{14}=$/);
    expect(connect$.headers).toMatchObject({ Cookie: 'wf_cliente=AVMB', 'X-Forwarded-Proto': 'http' });
    expect(connect$.multiValueHeaders?.Cookie).toEqual(['wf_cliente=AVMB']);
    expect(connect$.queryStringParameters).toEqual({ cliente: 'AVMB' });
    expect(connect$.requestContext.identity.sourceIp).toBe('127.0.0.1');
    expect(gateway.connections.has(connect$.requestContext.connectionId)).toBe(true);
    socket.close();
  });

  it('refuses the handshake with the status $connect answers', async () => {
    answer = async () => ({ statusCode: 403 });

    await expect(connect('/ws')).rejects.toThrow('status 403');
    expect(gateway.connections.size).toBe(0);
  });

  it('refuses the handshake with 500 when $connect fails', async () => {
    answer = async () => {
      throw new Error('falhou');
    };

    await expect(connect('/ws')).rejects.toThrow('status 500');
  });

  it('sends text and binary messages to $default as body, base64 for binary', async () => {
    const socket = await connect('/ws');

    socket.send('{"acao":"ping"}');
    socket.send(Buffer.from([1, 2, 3]));
    await until(() => events.length === 3);

    const [, text, binary] = events;
    expect(text).toMatchObject({
      requestContext: { routeKey: '$default', eventType: 'MESSAGE' },
      body: '{"acao":"ping"}',
      isBase64Encoded: false,
    });
    expect(binary).toMatchObject({ body: Buffer.from([1, 2, 3]).toString('base64'), isBase64Encoded: true });
    expect(text.requestContext.connectionId).toBe(events[0].requestContext.connectionId);
    socket.close();
  });

  it('tells the client when $default fails, as API Gateway does', async () => {
    const socket = await connect('/ws');
    answer = async () => {
      throw new Error('falhou');
    };
    const frame = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));

    socket.send('x');

    expect(JSON.parse(await frame)).toMatchObject({
      message: 'Internal server error',
      connectionId: events[0].requestContext.connectionId,
    });
    socket.close();
  });

  it('sends $disconnect with the close code when the client leaves', async () => {
    const socket = await connect('/ws');

    socket.close(4001, 'tchau');
    await until(() => events.length === 2);

    expect(events[1].requestContext).toMatchObject({
      routeKey: '$disconnect',
      eventType: 'DISCONNECT',
      disconnectStatusCode: 4001,
      disconnectReason: 'tchau',
    });
    expect(gateway.connections.size).toBe(0);
  });

  it('echoes a subprotocol only when $connect answers with one', async () => {
    answer = async () => ({ statusCode: 200, headers: { 'Sec-WebSocket-Protocol': 'wf.v1' } });
    const socket = await connect('/ws', {}, ['wf.v1']);

    expect(socket.protocol).toBe('wf.v1');
    socket.close();
  });

  it('fails the handshake of a client asking for a subprotocol $connect did not choose', async () => {
    await expect(connect('/ws', {}, ['wf.v1'])).rejects.toThrow('no subprotocol');
  });

  it('leaves upgrades for other paths to someone else', async () => {
    await expect(connect('/outro')).rejects.toThrow();
    expect(events).toEqual([]);
  });
});
