import { randomUUID } from 'node:crypto';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { demoSessionCookie } from '../support/demoSession';

const baseUrl = inject('baseUrl');
const endpoints = inject('endpoints');
const management = new ApiGatewayManagementApiClient({
  endpoint: endpoints.wsManagement,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => management.destroy());

/** Opens a socket as the browser would (same origin, session cookie); the user agent tells it apart. */
function open(headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(endpoints.webSocket, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`handshake recusado: ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const nextMessage = (socket: WebSocket): Promise<string> =>
  new Promise((resolve) => socket.once('message', (data) => resolve(data.toString())));

async function connectionIdOf(userAgent: string): Promise<string> {
  const connections = (await (await fetch(`${baseUrl}/_local/connections`)).json()) as Array<{
    connectionId: string;
    identity: { userAgent: string };
  }>;
  const mine = connections.find((connection) => connection.identity.userAgent === userAgent);
  if (!mine) throw new Error('conexão não encontrada em /_local/connections');
  return mine.connectionId;
}

async function openAsDemo(): Promise<{ socket: WebSocket; connectionId: string }> {
  const userAgent = `teste-${randomUUID()}`;
  const socket = await open({ cookie: await demoSessionCookie(baseUrl), 'user-agent': userAgent });
  return { socket, connectionId: await connectionIdOf(userAgent) };
}

describe('local WebSocket gateway', () => {
  it('refuses the handshake with the status $connect answers (401 without a session)', async () => {
    await expect(open({})).rejects.toThrow('handshake recusado: 401');
  });

  it('runs $default messages through the Lambda, which answers through @connections', async () => {
    const { socket } = await openAsDemo();
    const answer = nextMessage(socket);

    socket.send(JSON.stringify({ acao: 'ping' }));

    expect(JSON.parse(await answer)).toEqual({ tipo: 'pong' });
    socket.close();
  });
});

describe('@connections management endpoint with the real SDK client', () => {
  it('PostToConnection delivers the data to the socket (URL-encoded id, stage path)', async () => {
    const { socket, connectionId } = await openAsDemo();
    expect(connectionId).toMatch(/=$/);
    const received = nextMessage(socket);

    await management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify({ oi: 'olá' }) }),
    );

    expect(JSON.parse(await received)).toEqual({ oi: 'olá' });
    socket.close();
  });

  it('GetConnection describes the connection', async () => {
    const { socket, connectionId } = await openAsDemo();

    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));

    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.LastActiveAt).toBeInstanceOf(Date);
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');
    expect(info.Identity?.UserAgent).toMatch(/^teste-/);
    socket.close();
  });

  it('DeleteConnection closes the socket, after which posting to it is Gone', async () => {
    const { socket, connectionId } = await openAsDemo();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));

    expect(await closed).toBe(1000);
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'x' })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it('answers GoneException (410) for a connection that never existed', async () => {
    const attempt = management.send(new PostToConnectionCommand({ ConnectionId: 'naoExiste123=', Data: 'x' }));

    await expect(attempt).rejects.toBeInstanceOf(GoneException);
    await expect(attempt).rejects.toMatchObject({ $metadata: { httpStatusCode: 410 } });
  });
});
