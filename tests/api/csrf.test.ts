import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import type { RespostaFluxo, RespostaListaFluxos } from '@wf/shared/types/fluxo';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro, type Resposta } from './support/clienteHttp';
import { ambienteComDono, criarFluxo, dadosFluxo, type Pessoa } from './support/fluxos';

/**
 * The CSRF guard (functions/src/app/http/origem.ts): any request the browser says comes from
 * elsewhere (Origin, Sec-Fetch-Site) is refused, reads included; a state-changing request with a
 * cookie must also carry X-Cliente and a JSON body. The attack it stops: a page on another port
 * of the same site (same-site, so the SameSite=Lax session cookie goes along) auto-posting a form
 * to the API, or loading an API address as an image.
 */
const baseUrl = inject('baseUrl');
const url = new URL(baseUrl);
/** Another port of the same site: where the attacker's page was served. */
const OUTRA_PORTA = `${url.protocol}//${url.hostname}:${Number(url.port) + 1}`;

let amb: AmbienteDeTeste;
let dono: Pessoa;
beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const descricoes = async (p: Pick<Pessoa, 'http' | 'sigla'>): Promise<string[]> => {
  const r = await p.http.get<RespostaListaFluxos>('/api/fluxos/buscar', { sigla: p.sigla });
  expect(r.status).toBe(200);
  return r.body.listaFluxos.map((f) => f.descricao);
};

const cabecalhoCookie = (http: ClienteHttp): string =>
  [...http.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

/** A raw request, so the test controls every header a browser or a form would send. */
async function cru(
  metodo: string,
  caminho: string,
  headers: Record<string, string>,
  corpo?: string,
): Promise<Resposta> {
  const r = await fetch(`${baseUrl}${caminho}`, { method: metodo, headers, body: corpo });
  const texto = await r.text();
  return { status: r.status, body: texto ? JSON.parse(texto) : undefined, setCookies: r.headers.getSetCookie() };
}

const corpoFluxo = (descricao: string) => JSON.stringify({ Fluxo: dadosFluxo({ descricao }) });

describe('state-changing requests from outside the app', () => {
  it('refuses the attack as seen: a text/plain form auto-posted from another port, and writes nothing', async () => {
    const r = await cru(
      'POST',
      '/api/fluxos/inserir',
      {
        cookie: cabecalhoCookie(dono.http),
        'content-type': 'text/plain',
        origin: OUTRA_PORTA,
        'sec-fetch-site': 'same-site',
      },
      corpoFluxo('Formulário forjado'),
    );

    expect(r.status).toBe(403);
    expect(comoErro(r)).toMatchObject({ tipo: 'OrigemNaoPermitida' });
    expect(comoErro(r).mensagem).toMatch(/Requisição recusada/);
    expect(await descricoes(dono)).not.toContain('Formulário forjado');
  });

  it('refuses a JSON POST whose Origin is another port, even with X-Cliente, and writes nothing', async () => {
    const r = await dono.http.post(
      '/api/fluxos/inserir',
      { Fluxo: dadosFluxo({ descricao: 'De outra porta' }) },
      {
        sigla: dono.sigla,
        headers: { origin: OUTRA_PORTA },
      },
    );

    expect(r.status).toBe(403);
    expect(comoErro(r)).toMatchObject({ tipo: 'OrigemNaoPermitida' });
    expect(await descricoes(dono)).not.toContain('De outra porta');
  });

  it('refuses a text/plain body even with X-Cliente (415, pt-BR) and writes nothing', async () => {
    const r = await cru(
      'POST',
      '/api/fluxos/inserir',
      { cookie: cabecalhoCookie(dono.http), 'x-cliente': dono.sigla, 'content-type': 'text/plain;charset=UTF-8' },
      corpoFluxo('Corpo em texto'),
    );

    expect(r.status).toBe(415);
    expect(comoErro(r)).toMatchObject({ tipo: 'TipoDeConteudoNaoSuportado' });
    expect(comoErro(r).mensagem).toMatch(/JSON/);
    expect(await descricoes(dono)).not.toContain('Corpo em texto');
  });

  it('refuses Sec-Fetch-Site: same-site (another port) and writes nothing', async () => {
    const r = await dono.http.post(
      '/api/fluxos/inserir',
      { Fluxo: dadosFluxo({ descricao: 'Mesmo site' }) },
      {
        sigla: dono.sigla,
        headers: { 'sec-fetch-site': 'same-site' },
      },
    );

    expect(r.status).toBe(403);
    expect(comoErro(r)).toMatchObject({ tipo: 'OrigemNaoPermitida' });
    expect(await descricoes(dono)).not.toContain('Mesmo site');
  });

  it('refuses a bodyless DELETE with the session cookie but without X-Cliente, and the flow stays', async () => {
    const fluxo = await criarFluxo(dono, { descricao: 'Não me apague' });

    const r = await dono.http.delete(`/api/fluxos/excluir/${fluxo.id}`, { semCliente: true });

    expect(r.status).toBe(403);
    expect(comoErro(r)).toMatchObject({ tipo: 'OrigemNaoPermitida' });
    expect((await dono.http.get<RespostaFluxo>(`/api/fluxos/buscar/${fluxo.id}`, { sigla: dono.sigla })).status).toBe(
      200,
    );
  });
});

describe('the same requests from the app', () => {
  const doApp = { origin: baseUrl, 'sec-fetch-site': 'same-origin' };

  it('accepts a JSON POST with X-Cliente, the app origin and Sec-Fetch-Site same-origin', async () => {
    const r = await dono.http.post(
      '/api/fluxos/inserir',
      { Fluxo: dadosFluxo({ descricao: 'Do próprio app' }) },
      {
        sigla: dono.sigla,
        headers: doApp,
      },
    );

    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await descricoes(dono)).toContain('Do próprio app');
  });

  it('accepts a JSON content type with parameters (application/json; charset=utf-8)', async () => {
    const r = await cru(
      'POST',
      '/api/fluxos/inserir',
      {
        cookie: cabecalhoCookie(dono.http),
        'x-cliente': dono.sigla,
        'content-type': 'application/json; charset=utf-8',
        ...doApp,
      },
      corpoFluxo('Com charset'),
    );

    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });

  it('accepts the bodyless DELETE with X-Cliente', async () => {
    const fluxo = await criarFluxo(dono, { descricao: 'Pode apagar' });

    const r = await dono.http.delete(`/api/fluxos/excluir/${fluxo.id}`, { sigla: dono.sigla, headers: doApp });

    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await descricoes(dono)).not.toContain('Pode apagar');
  });

  it('accepts a public POST without cookies and without X-Cliente (a first sign-in, a script)', async () => {
    const r = await new ClienteHttp().post<RespostaSessao>('/api/auth/local', {
      email: amb.adminEmail,
      senha: amb.adminSenha,
      tokenCliente: amb.tokenCliente,
    });

    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
});

describe('reads from outside the app', () => {
  /** A session of its own: renewing it replaces the token, which the other tests still use. */
  const novaSessao = async (): Promise<ClienteHttp> => {
    const http = new ClienteHttp();
    const r = await http.post('/api/auth/local', {
      email: amb.adminEmail,
      senha: amb.adminSenha,
      tokenCliente: amb.tokenCliente,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return http;
  };
  const RENOVAR = '/api/auth/refresh-user-token';

  it('refuses an <img> of another port (Sec-Fetch-Site same-site or cross-site) that would renew the session', async () => {
    const http = await novaSessao();
    const token = http.cookies.get(`wf_sessao_${amb.sigla}`);

    for (const site of ['same-site', 'cross-site']) {
      const r = await cru('GET', RENOVAR, { cookie: cabecalhoCookie(http), 'sec-fetch-site': site });

      expect(r.status, site).toBe(403);
      expect(comoErro(r)).toMatchObject({ tipo: 'OrigemNaoPermitida' });
      expect(r.setCookies).toEqual([]);
    }
    // Not renewed: the token in hand is still the session's (a renewal would have retired it).
    expect(http.cookies.get(`wf_sessao_${amb.sigla}`)).toBe(token);
    expect((await http.get('/api/auth/verify-login', { sigla: amb.sigla })).status).toBe(200);
  });

  it("refuses a cross-origin fetch's GET (a foreign Origin) and reads nothing", async () => {
    const r = await cru('GET', '/api/fluxos/buscar', {
      cookie: cabecalhoCookie(dono.http),
      'x-cliente': dono.sigla,
      origin: OUTRA_PORTA,
    });

    expect(r.status).toBe(403);
    expect(comoErro(r)).toMatchObject({ tipo: 'OrigemNaoPermitida' });
    expect(r.body).not.toHaveProperty('listaFluxos');
  });

  it("renews the session for the app's own same-origin GET", async () => {
    const http = await novaSessao();
    const antes = http.cookies.get(`wf_sessao_${amb.sigla}`);

    const r = await http.get(RENOVAR, { sigla: amb.sigla, headers: { 'sec-fetch-site': 'same-origin' } });

    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.setCookies.some((c) => c.startsWith(`wf_sessao_${amb.sigla}=`))).toBe(true);
    expect(http.cookies.get(`wf_sessao_${amb.sigla}`)).not.toBe(antes);
    expect((await http.get('/api/auth/verify-login', { sigla: amb.sigla })).status).toBe(200);
  });

  it('serves public reads to clients that send no Fetch-metadata (scripts, the CLI)', async () => {
    const r = await cru('GET', `/api/cliente/${amb.sigla}`, {});

    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
});

describe('logout', () => {
  it('a GET to /api/auth/logout from another site does not end the session', async () => {
    const r = await cru('GET', '/api/auth/logout', {
      cookie: cabecalhoCookie(dono.http),
      'sec-fetch-site': 'cross-site',
    });

    expect(r.status).toBe(404);
    expect((await dono.http.get('/api/auth/verify-login', { sigla: dono.sigla })).status).toBe(200);
  });

  it('a POST from another port does not end the session', async () => {
    const r = await dono.http.post('/api/auth/logout', undefined, {
      semCliente: true,
      headers: { origin: OUTRA_PORTA },
    });

    expect(r.status).toBe(403);
    expect((await dono.http.get('/api/auth/verify-login', { sigla: dono.sigla })).status).toBe(200);
  });
});

describe('the tenant of a state-changing request', () => {
  it('comes from X-Cliente only, never from the wf_cliente cookie', async () => {
    const outro = await criarAmbienteDeTeste();
    // One browser signed in to both tenants, the other one last: wf_cliente names it.
    const http = new ClienteHttp();
    for (const a of [amb, outro]) {
      const r = await http.post('/api/auth/local', {
        email: a.adminEmail,
        senha: a.adminSenha,
        tokenCliente: a.tokenCliente,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect(http.cookies.get('wf_cliente')).toBe(outro.sigla);

    const semCabecalho = await http.post(
      '/api/fluxos/inserir',
      { Fluxo: dadosFluxo({ descricao: 'Sem cabeçalho' }) },
      {
        semCliente: true,
      },
    );
    const comCabecalho = await http.post(
      '/api/fluxos/inserir',
      { Fluxo: dadosFluxo({ descricao: 'Com cabeçalho' }) },
      {
        sigla: amb.sigla,
      },
    );

    expect(semCabecalho.status).toBe(403);
    expect(comCabecalho.status, JSON.stringify(comCabecalho.body)).toBe(201);
    expect(await descricoes({ http, sigla: outro.sigla })).not.toContain('Sem cabeçalho');
    expect(await descricoes({ http, sigla: outro.sigla })).not.toContain('Com cabeçalho');
    expect(await descricoes({ http, sigla: amb.sigla })).toContain('Com cabeçalho');
  });
});
