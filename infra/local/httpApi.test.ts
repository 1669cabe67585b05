import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { httpLambdas } from '@wf/functions/app/lambdas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpApi } from './httpApi';
import { createLambdaInvoker } from './lambdaInvoker';
import { closeServer, LOOPBACK } from './ports';

/**
 * The /api handler on a real server, with the route table's real entries pointing at handler
 * modules written to a temporary functions/src: a crash, a missing file and an echo.
 */
let functionsDir: string;
let server: http.Server;
let baseUrl: string;
let logLines: string[];
/** For each call of `aposEscrita`: how many requests had been logged (answered) by then. */
let escritas: number[];

beforeEach(async () => {
  functionsDir = await mkdtemp(path.join(os.tmpdir(), 'http-api-'));
  logLines = [];
  escritas = [];
  const api = createHttpApi(
    createLambdaInvoker(functionsDir, 'us-east-1'),
    (line) => logLines.push(line),
    () => escritas.push(logLines.length),
  );
  server = http.createServer((req, res) => void api(req, res));
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await closeServer(server);
  await rm(functionsDir, { recursive: true, force: true });
});

async function writeLambda(entry: string, source: string): Promise<void> {
  const file = path.join(functionsDir, entry);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
}

describe('createHttpApi', () => {
  it('answers 500 ErroInterno when the Lambda throws, and logs the cause', async () => {
    await writeLambda(
      httpLambdas.clientes.entry,
      'export const handler = async () => { throw new Error("banco fora do ar"); };',
    );

    const response = await fetch(`${baseUrl}/api/cliente/AVMB`);

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ mensagem: 'Erro interno no servidor', tipo: 'ErroInterno' });
    expect(logLines.join('\n')).toContain('banco fora do ar');
  });

  it('answers 500 and names the missing handler file in the log', async () => {
    const response = await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST' });

    expect(response.status).toBe(500);
    expect(logLines.join('\n')).toContain(`handler ausente: `);
    expect(logLines.join('\n')).toContain(httpLambdas.auth.entry);
  });

  it('invokes the route Lambda with a payload 2.0 event and writes its answer back', async () => {
    await writeLambda(
      httpLambdas.usuarios.entry,
      `export const handler = async (event) => ({
        statusCode: 201,
        headers: { 'content-type': 'application/json' },
        cookies: ['a=1; HttpOnly', 'b=2'],
        body: JSON.stringify(event),
      });`,
    );

    const response = await fetch(`${baseUrl}/api/usuario/atualizar?x=1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: 'wf_cliente=AVMB' },
      body: JSON.stringify({ nome: 'Ana' }),
    });

    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2']);
    expect(await response.json()).toMatchObject({
      version: '2.0',
      routeKey: 'ANY /api/usuario/{proxy+}',
      pathParameters: { proxy: 'atualizar' },
      rawPath: '/api/usuario/atualizar',
      rawQueryString: 'x=1',
      queryStringParameters: { x: '1' },
      cookies: ['wf_cliente=AVMB'],
      body: '{"nome":"Ana"}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'PUT', path: '/api/usuario/atualizar' },
        routeKey: 'ANY /api/usuario/{proxy+}',
        stage: '$default',
      },
    });
  });

  it("sends a path as the stack's proxy route would: the group's routeKey and the rest of the path, decoded once", async () => {
    await writeLambda(
      httpLambdas.cards.entry,
      'export const handler = async (event) => ({ statusCode: 200, body: JSON.stringify(event) });',
    );

    const response = await fetch(`${baseUrl}/api/instancia/responsaveis/excluir/c1/ana%2540x.com`, {
      method: 'DELETE',
    });

    expect(await response.json()).toMatchObject({
      routeKey: 'ANY /api/instancia/responsaveis/{proxy+}',
      rawPath: '/api/instancia/responsaveis/excluir/c1/ana%2540x.com',
      pathParameters: { proxy: 'excluir/c1/ana%40x.com' },
    });
  });

  it('sends a path no group covers to the $default Lambda, as the stack does', async () => {
    await writeLambda(
      httpLambdas.auth.entry,
      'export const handler = async (event) => ({ statusCode: 404, body: JSON.stringify(event) });',
    );

    const response = await fetch(`${baseUrl}/api/nada/aqui`);

    expect(response.status).toBe(404);
    const event = (await response.json()) as Record<string, unknown>;
    expect(event).toMatchObject({ routeKey: '$default', rawPath: '/api/nada/aqui' });
    expect(event.pathParameters).toBeUndefined();
  });

  it('calls aposEscrita once a request that may have written has its answer, and never after a read', async () => {
    await writeLambda(
      httpLambdas.usuarios.entry,
      'export const handler = async () => ({ statusCode: 200, body: "{}" });',
    );

    for (const method of ['GET', 'HEAD', 'OPTIONS']) await fetch(`${baseUrl}/api/usuario/x`, { method });
    expect(escritas).toEqual([]);

    logLines = [];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      await fetch(`${baseUrl}/api/usuario/x`, { method });
    }
    // One per write, each before its own answer was logged (the Stream is read as it goes out).
    expect(escritas).toEqual([0, 1, 2, 3]);
  });
});
