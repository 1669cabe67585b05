import { describe, expect, inject, it } from 'vitest';
import { LIMITES_ENTRADA } from '@wf/shared/constants/entrada';
import { DEMO, demoSessionCookie } from '../support/demoSession';

const baseUrl = inject('baseUrl');

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
