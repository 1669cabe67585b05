import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDeps, type AppDeps } from '@wf/functions/kernel/deps';
import { readEnvironment } from '@wf/functions/kernel/environment';
import { buscarSessao } from '@wf/functions/data/repositories/sessaoRepository';
import { resolverSessao } from '@wf/functions/domains/auth/services/sessaoService';
import { hashDeSegredo } from '@wf/functions/lib/segredos';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { depsDaTabela } from '../support/tabela';
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

/**
 * The session's expiry, with the clock moved: the real session service against the runtime's own
 * table (DynamoDB Local), with deps whose clock is set around the stored expiraEm.
 */
describe('session expiry (clock moved)', () => {
  const depsNoInstante = (segundos: number): AppDeps => ({
    ...buildDeps(readEnvironment(handlerEnvironment(inject('endpoints')))),
    db: depsDaTabela().db,
    clock: () => new Date(segundos * 1000),
  });

  it('accepts a session one second before its expiry and refuses it one second after', async () => {
    const { http } = await entrar(amb, amb.adminEmail, amb.adminSenha);
    const token = http.cookies.get(cookieSessao(amb.sigla)) ?? '';
    const registro = await buscarSessao(depsNoInstante(0), amb.sigla, hashDeSegredo(token));
    expect(registro).not.toBeNull();
    const expiraEm = registro?.expiraEm ?? 0;

    const antes = await resolverSessao(depsNoInstante(expiraEm - 1), amb.sigla, token);
    const depois = await resolverSessao(depsNoInstante(expiraEm + 1), amb.sigla, token);

    expect(antes).toMatchObject({ sigla: amb.sigla, email: amb.adminEmail });
    expect(depois).toBeNull();
    expect(await resolverSessao(depsNoInstante(expiraEm), amb.sigla, token)).toBeNull();
  });
});
