import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './routeMatcher';
import { routes } from './routes';

describe('createRouteMatcher', () => {
  it('matches a literal route of the real route table', () => {
    const match = createRouteMatcher(routes)('GET', '/api/cliente');
    expect(match?.route.path).toBe('/api/cliente');
    expect(match?.pathParameters).toEqual({});
  });

  it('extracts and decodes path parameters', () => {
    const match = createRouteMatcher(routes)('GET', '/api/cliente/AV%20MB');
    expect(match?.route.path).toBe('/api/cliente/{customer}');
    expect(match?.pathParameters).toEqual({ customer: 'AV MB' });
  });

  it('does not match another method on the same path', () => {
    expect(createRouteMatcher(routes)('DELETE', '/api/cliente')).toBeUndefined();
  });

  it('does not match extra or empty segments', () => {
    const match = createRouteMatcher(routes);
    expect(match('GET', '/api/cliente/AVMB/extra')).toBeUndefined();
    expect(match('GET', '/api/cliente/')).toBeUndefined();
  });

  it('prefers literal segments over parameters, and parameters over a greedy tail', () => {
    const match = createRouteMatcher([
      { method: 'ANY', path: '/api/{proxy+}' },
      { method: 'GET', path: '/api/fluxo/{id}' },
      { method: 'GET', path: '/api/fluxo/novos' },
    ]);
    expect(match('GET', '/api/fluxo/novos')?.route.path).toBe('/api/fluxo/novos');
    expect(match('GET', '/api/fluxo/42')?.route.path).toBe('/api/fluxo/{id}');
    expect(match('POST', '/api/fluxo/42/etapas')?.pathParameters).toEqual({ proxy: 'fluxo/42/etapas' });
  });

  it('prefers a method-specific route over ANY on the same path', () => {
    const match = createRouteMatcher([
      { method: 'ANY', path: '/api/x' },
      { method: 'GET', path: '/api/x' },
    ]);
    expect(match('GET', '/api/x')?.route.method).toBe('GET');
    expect(match('PUT', '/api/x')?.route.method).toBe('ANY');
  });

  it('decodes each parameter exactly once, after splitting the raw path on /', () => {
    const match = createRouteMatcher(routes);
    // %2F is a slash inside the parameter, not a separator; %2540 decodes to %40, not to @.
    expect(match('GET', '/api/cliente/a%2Fb')?.pathParameters).toEqual({ customer: 'a/b' });
    expect(match('DELETE', '/api/instancia/responsaveis/excluir/c1/ana%2540x.com')?.pathParameters).toEqual({
      idInstancia: 'c1',
      email: 'ana%40x.com',
    });
  });
});
