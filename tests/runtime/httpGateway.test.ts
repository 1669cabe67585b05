import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { LIMITES_ENTRADA } from '@wf/shared/constants/entrada';
import { DEMO, demoSessionCookie } from '../support/demoSession';

const baseUrl = inject('baseUrl');
const { port } = new URL(baseUrl);
/** Another port of the same site, where a hostile page would be served. */
const OUTRA_PORTA = `http://localhost:${Number(port) + 1}`;

/** A raw request, so the test chooses the Host header (fetch does not let it). */
function cru(
  metodo: string,
  caminho: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${caminho}`, { method: metodo, headers }, (res) => {
      let texto = '';
      res.setEncoding('utf8');
      res.on('data', (parte: string) => (texto += parte));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: texto ? JSON.parse(texto) : undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local HTTP gateway', () => {
  it('answers an /api path no route serves with 404 RotaNaoEncontrada', async () => {
    const response = await fetch(`${baseUrl}/api/nada`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ mensagem: 'Rota não encontrada', tipo: 'RotaNaoEncontrada' });
  });

  it('answers a known path with an unrouted method with 404 RotaNaoEncontrada', async () => {
    const response = await fetch(`${baseUrl}/api/cliente`, { method: 'DELETE' });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ tipo: 'RotaNaoEncontrada' });
  });

  it('refuses a body over the API cap (5 MB) with 413 PayloadMuitoGrande in pt-BR', async () => {
    const response = await fetch(`${baseUrl}/api/usuario/inserir`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(LIMITES_ENTRADA.corpoBytes + 1),
    });

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ mensagem: 'A requisição é grande demais', tipo: 'PayloadMuitoGrande' });
  });

  it('passes path parameters to the route Lambda and returns its answer with a request id', async () => {
    const response = await fetch(`${baseUrl}/api/cliente/AVMB`);

    expect(response.status).toBe(200);
    expect(response.headers.get('apigw-requestid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ sigla: 'AVMB' });
  });

  it('turns the Lambda cookies into Set-Cookie headers and sends request cookies back to it', async () => {
    const cookie = await demoSessionCookie(baseUrl);
    expect(cookie).toContain('=');

    const verified = await fetch(`${baseUrl}/api/auth/verify-login`, { headers: { cookie } });
    const anonymous = await fetch(`${baseUrl}/api/auth/verify-login`);

    expect(verified.status).toBe(200);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ tipo: 'ESessaoUsuarioExpirada' });
  });

  it('sends each cookie of the Lambda answer as its own Set-Cookie header', async () => {
    const cliente = (await (await fetch(`${baseUrl}/api/cliente/${DEMO.sigla}`)).json()) as { token: string };

    const response = await fetch(`${baseUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, senha: DEMO.senha, tokenCliente: cliente.token }),
    });

    const names = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(names).toEqual(['wf_sessao_AVMB', 'wf_cliente']);
    // COOKIE_SECURE=N: the local origin is plain http.
    expect(response.headers.getSetCookie().join()).not.toContain('Secure');
  });

  it('redirects / to the SPA under /workflow', async () => {
    const response = await fetch(`${baseUrl}/`, { redirect: 'manual' });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/workflow');
  });

  it('answers paths outside /api, /workflow and /ws with 404 RotaNaoEncontrada', async () => {
    const response = await fetch(`${baseUrl}/outra-coisa`);

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ tipo: 'RotaNaoEncontrada' });
  });
});

describe('local gateway under a foreign Host (DNS rebinding)', () => {
  it("refuses /_local/emails, which holds every tenant's links, with 421 in pt-BR", async () => {
    const r = await cru('GET', '/_local/emails', { host: `attacker.example:${port}` });

    expect(r.status).toBe(421);
    expect(r.body).toEqual({
      mensagem: 'Este servidor local só atende por localhost, 127.0.0.1 ou [::1], na porta dele.',
      tipo: 'HostNaoPermitido',
    });
  });

  it('refuses the API and the other port of a loopback name too', async () => {
    expect((await cru('GET', '/api/cliente/AVMB', { host: `attacker.example:${port}` })).status).toBe(421);
    expect((await cru('GET', '/_local/emails', { host: `localhost:${Number(port) + 1}` })).status).toBe(421);
  });

  it('answers under localhost, 127.0.0.1 and [::1] on its port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await cru('GET', '/_local/events', { host })).status, host).toBe(200);
    }
  });

  it('refuses the WebSocket handshake under a foreign Host', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
        headers: { host: `attacker.example:${port}` },
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', reject);
    });

    expect(status).toBe(421);
  });
});

describe('state-changing /_local and @connections requests from another origin', () => {
  const refusal = { mensagem: 'Requisição recusada: ela não partiu do próprio Workflow.', tipo: 'OrigemNaoPermitida' };
  const formulario = { 'content-type': 'application/x-www-form-urlencoded' };

  it('refuses a form posted to the redrive from another port, or marked cross-site', async () => {
    const porOrigem = await cru('POST', '/_local/dead-letters/redrive?id=nenhum', {
      ...formulario,
      origin: OUTRA_PORTA,
    });
    const porSite = await cru('POST', '/_local/dead-letters/redrive?id=nenhum', {
      ...formulario,
      'sec-fetch-site': 'cross-site',
    });

    expect(porOrigem).toEqual({ status: 403, body: refusal });
    expect(porSite).toEqual({ status: 403, body: refusal });
  });

  it('refuses emptying the outbox from another origin', async () => {
    expect(
      await cru('DELETE', '/_local/emails?to=ninguem@teste.com.br', { origin: 'http://attacker.example' }),
    ).toEqual({ status: 403, body: refusal });
  });

  it('refuses a POST to @connections from another origin', async () => {
    expect(await cru('POST', '/local/@connections/qualquer', { origin: OUTRA_PORTA })).toEqual({
      status: 403,
      body: refusal,
    });
  });

  it("accepts them from the runtime's own page and from scripts without a browser", async () => {
    const doApp = await cru('POST', '/_local/dead-letters/redrive?id=nenhum', {
      origin: baseUrl,
      'sec-fetch-site': 'same-origin',
    });
    const script = await cru('POST', '/_local/dead-letters/redrive?id=nenhum', {});

    expect(doApp).toEqual({ status: 200, body: { reenviadas: 0 } });
    expect(script).toEqual({ status: 200, body: { reenviadas: 0 } });
  });
});

describe('@connections', () => {
  it('answers in pt-BR, with the error type the SDK reads', async () => {
    const r = await cru('POST', '/local/@connections/nao-existe', {});

    expect(r).toEqual({ status: 410, body: { message: 'A conexão nao-existe não existe mais' } });
  });
});
