import { describe, expect, it } from 'vitest';
import { gruposDeRotas, routeGroups, type RouteGroup } from './routeGroups';
import { createRouteMatcher } from './routeMatcher';
import { routes, type RouteDef } from './routes';

/** A concrete path for a template: each `{param}` becomes a plain value. */
const caminhoDe = (template: string): string => template.replace(/\{[^}]+\}/g, 'x1');

/** The groups whose API Gateway route accepts the path (each group on its own, no precedence). */
const gruposQueAceitam = (grupos: readonly RouteGroup[], path: string): RouteGroup[] =>
  grupos.filter((g) => createRouteMatcher([{ method: 'ANY', path: g.path }])('GET', path));

describe('routeGroups', () => {
  it('reaches every route of the table through exactly one group, owned by its Lambda', () => {
    for (const rota of routes) {
      const grupos = gruposQueAceitam(routeGroups, caminhoDe(rota.path));
      expect(grupos, rota.path).toHaveLength(1);
      expect(grupos[0].lambda, rota.path).toBe(rota.lambda);
    }
  });

  it('has far fewer groups than routes, and never the same path twice', () => {
    expect(routeGroups.length).toBeLessThan(routes.length / 2);
    expect(new Set(routeGroups.map((g) => g.path)).size).toBe(routeGroups.length);
  });

  it('does not grow when routes are added under the prefixes it has', () => {
    const novas: RouteDef[] = [];
    for (const grupo of routeGroups.filter((g) => g.path.endsWith('/{proxy+}'))) {
      const base = grupo.path.replace('/{proxy+}', '');
      for (let i = 0; i < 20; i++) {
        novas.push({ method: 'POST', path: `${base}/nova-${i}/{id}`, lambda: grupo.lambda, acesso: 'sessao' });
      }
    }
    const maior = gruposDeRotas([...routes, ...novas]);
    expect(novas.length).toBeGreaterThan(400);
    expect(maior).toEqual(routeGroups);
  });

  it('splits a prefix two Lambdas share by its next segment, with an exact group for a static route', () => {
    const grupos = gruposDeRotas([
      { method: 'GET', path: '/api/a/x/{id}', lambda: 'fluxos' },
      { method: 'POST', path: '/api/a/x', lambda: 'fluxos' },
      { method: 'POST', path: '/api/a/x/{customer}/{hash}', lambda: 'fluxos' },
      { method: 'GET', path: '/api/a/y/{id}', lambda: 'etapas' },
    ]);
    expect(grupos).toEqual([
      { path: '/api/a/x', lambda: 'fluxos' },
      { path: '/api/a/x/{proxy+}', lambda: 'fluxos' },
      { path: '/api/a/y/{proxy+}', lambda: 'etapas' },
    ]);
  });

  it('refuses a table no static prefix can split between Lambdas', () => {
    expect(() =>
      gruposDeRotas([
        { method: 'GET', path: '/api/a/{id}', lambda: 'fluxos' },
        { method: 'GET', path: '/api/a/b/{id}', lambda: 'etapas' },
      ]),
    ).toThrow(/parâmetro logo após/);
    expect(() =>
      gruposDeRotas([
        { method: 'GET', path: '/api/a', lambda: 'fluxos' },
        { method: 'POST', path: '/api/a', lambda: 'etapas' },
      ]),
    ).toThrow(/Lambdas diferentes no mesmo caminho/);
  });
});
