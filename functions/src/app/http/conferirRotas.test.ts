import { describe, expect, it } from 'vitest';
import { httpLambdas, type HttpLambdaName } from '../lambdas';
import { routeKey, routes } from '../routes';
import { conferirRotas } from './conferirRotas';
import { ok, rotaPublica, type Rota } from '../../kernel/http/route';

/** Each HTTP Lambda's routes, from its entry (what the stack bundles). */
const rotasDe = async (nome: HttpLambdaName): Promise<Record<string, Rota>> =>
  ((await import(`../../${httpLambdas[nome].entry}`)) as { rotas: Record<string, Rota> }).rotas;

describe('routes of each HTTP Lambda', () => {
  it.each(Object.keys(httpLambdas) as HttpLambdaName[])('%s handles exactly its routes of the table', async (nome) => {
    const rotas = await rotasDe(nome);
    expect(Object.keys(rotas).length).toBeGreaterThan(0);
    conferirRotas(nome, rotas);
  });

  it('refuses a handler outside the table, a missing one and a different access', async () => {
    const rotas = await rotasDe('auth');
    const extra = rotaPublica({ handle: async () => ok({}) });
    expect(() => conferirRotas('auth', { ...rotas, 'GET /api/auth/nao-existe': extra })).toThrow(
      'Handler fora da tabela de rotas',
    );
    const [primeira, ...resto] = Object.keys(rotas);
    expect(() => conferirRotas('auth', Object.fromEntries(resto.map((k) => [k, rotas[k]!])))).toThrow(
      'Rota sem handler',
    );
    expect(() =>
      conferirRotas('auth', {
        ...rotas,
        [primeira!]: {
          ...rotas[primeira!]!,
          acesso: rotas[primeira!]!.acesso === 'publica' ? 'sessao' : 'publica',
        } as Rota,
      }),
    ).toThrow('Acesso divergente');
  });

  it("the origin-guard exemption is the table's: only the Google callback has it, and the handler must agree", async () => {
    const isentas = routes.filter((r) => 'navegacaoDeOutroSite' in r && r.navegacaoDeOutroSite).map(routeKey);
    expect(isentas).toEqual(['GET /api/auth/google/callback']);
    const rotas = await rotasDe('auth');
    const { navegacaoDeOutroSite: _isenta, ...semIsencao } = rotas['GET /api/auth/google/callback']!;
    expect(() => conferirRotas('auth', { ...rotas, 'GET /api/auth/google/callback': semIsencao as Rota })).toThrow(
      'navegacaoDeOutroSite divergente',
    );
    expect(() =>
      conferirRotas('auth', {
        ...rotas,
        'POST /api/auth/local': { ...rotas['POST /api/auth/local']!, navegacaoDeOutroSite: true } as Rota,
      }),
    ).toThrow('navegacaoDeOutroSite divergente');
  });
});
