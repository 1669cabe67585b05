import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaSessao, UsuarioSessao } from '@wf/shared/types/sessao';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { entrar } from './support/sessoes';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await criarAmbienteDeTeste();
});

const cookieSessao = (sigla: string) => `wf_sessao_${sigla}`;

describe('GET /api/auth/verify-login', () => {
  it('answers the signed-in user and tenant', async () => {
    const { http } = await entrar(amb, amb.adminEmail, amb.adminSenha);

    const r = await http.get<RespostaSessao>('/api/auth/verify-login?indNaoDeslogar=S', { sigla: amb.sigla });

    expect(r.status).toBe(200);
    expect(r.body.usuario.email).toBe(amb.adminEmail);
    expect(r.body.cliente.sigla).toBe(amb.sigla);
  });

  it('finds the tenant from the last-used cookie when the X-Cliente header is absent', async () => {
    const { http } = await entrar(amb, amb.adminEmail, amb.adminSenha);

    const r = await http.get<RespostaSessao>('/api/auth/verify-login');

    expect(r.status).toBe(200);
    expect(r.body.cliente.sigla).toBe(amb.sigla);
  });

  it('answers 401 ESessaoUsuarioExpirada without a session', async () => {
    const r = await new ClienteHttp().get('/api/auth/verify-login', { sigla: amb.sigla });

    expect(r.status).toBe(401);
    expect(comoErro(r)).toMatchObject({ tipo: 'ESessaoUsuarioExpirada' });
  });

  it('answers 401 for a made-up token', async () => {
    const r = await new ClienteHttp().get('/api/auth/verify-login', {
      sigla: amb.sigla,
      cookies: { [cookieSessao(amb.sigla)]: 'inventado' },
    });

    expect(r.status).toBe(401);
  });
});

describe('GET /api/auth/refresh-user-token', () => {
  it('issues a new token, answers the user, and the old token stops working', async () => {
    const { http } = await entrar(amb, amb.adminEmail, amb.adminSenha);
    const antigo = http.cookies.get(cookieSessao(amb.sigla)) ?? '';

    const r = await http.get<{ usuario: UsuarioSessao }>('/api/auth/refresh-user-token', { sigla: amb.sigla });

    expect(r.status).toBe(200);
    expect(r.body.usuario.email).toBe(amb.adminEmail);
    const novo = http.cookies.get(cookieSessao(amb.sigla));
    expect(novo).toBeDefined();
    expect(novo).not.toBe(antigo);
    expect((await http.get('/api/auth/verify-login', { sigla: amb.sigla })).status).toBe(200);
    const comAntigo = await new ClienteHttp().get('/api/auth/verify-login', {
      sigla: amb.sigla,
      cookies: { [cookieSessao(amb.sigla)]: antigo },
    });
    expect(comAntigo.status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it("ends the session, clears its cookie and redirects to the tenant's login", async () => {
    const { http } = await entrar(amb, amb.adminEmail, amb.adminSenha);
    const token = http.cookies.get(cookieSessao(amb.sigla)) ?? '';

    const r = await http.post<{ redirectURL: string }>('/api/auth/logout', undefined, { sigla: amb.sigla });

    expect(r.status).toBe(200);
    expect(r.body).toEqual({ redirectURL: `/workflow/login/${amb.sigla}` });
    expect(r.setCookies.some((c) => c.startsWith(`${cookieSessao(amb.sigla)}=;`) && c.includes('Max-Age=0'))).toBe(
      true,
    );
    const replay = await new ClienteHttp().get('/api/auth/verify-login', {
      sigla: amb.sigla,
      cookies: { [cookieSessao(amb.sigla)]: token },
    });
    expect(replay.status).toBe(401);
  });

  it('redirects to the default tenant when the request names none', async () => {
    const r = await new ClienteHttp().post<{ redirectURL: string }>('/api/auth/logout', undefined);

    expect(r.status).toBe(200);
    expect(r.body).toEqual({ redirectURL: '/workflow/login/AVMB' });
  });

  it('redirects to the default tenant when the request names an unknown one', async () => {
    const r = await new ClienteHttp().post<{ redirectURL: string }>('/api/auth/logout', undefined, {
      sigla: 'NAOEXISTE77',
    });

    expect(r.body).toEqual({ redirectURL: '/workflow/login/AVMB' });
  });
});
