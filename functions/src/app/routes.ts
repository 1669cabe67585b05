import type { HttpLambdaName } from './lambdas';

/**
 * The route table: the single source of truth for the HTTP API. The CDK stack creates one
 * route per entry (one integration per Lambda), the embedded runtime's gateway matches requests
 * against it, and each domain Lambda dispatches on the same `routeKey`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path template, e.g. /api/cliente/{customer}. */
  path: string;
  lambda: HttpLambdaName;
  /** 'publica': no session needed (tenant named by tokenCliente or the path). */
  acesso: 'publica' | 'sessao';
}

export const routes = [
  { method: 'GET', path: '/api/cliente/{customer}', lambda: 'clientes', acesso: 'publica' },
  { method: 'GET', path: '/api/cliente', lambda: 'clientes', acesso: 'sessao' },
  { method: 'PUT', path: '/api/cliente/atualizar', lambda: 'clientes', acesso: 'sessao' },

  { method: 'POST', path: '/api/auth/local', lambda: 'auth', acesso: 'publica' },
  { method: 'GET', path: '/api/auth/verify-login', lambda: 'auth', acesso: 'sessao' },
  { method: 'GET', path: '/api/auth/refresh-user-token', lambda: 'auth', acesso: 'sessao' },
  { method: 'GET', path: '/api/auth/logout', lambda: 'auth', acesso: 'publica' },
  { method: 'POST', path: '/api/auth/alternar-ambiente', lambda: 'auth', acesso: 'sessao' },

  { method: 'POST', path: '/api/usuario/inserir', lambda: 'usuarios', acesso: 'publica' },
  { method: 'PATCH', path: '/api/usuario/ativarusuario', lambda: 'usuarios', acesso: 'publica' },
  { method: 'POST', path: '/api/usuario/esquecisenha', lambda: 'usuarios', acesso: 'publica' },
  { method: 'PATCH', path: '/api/usuario/resetarsenha', lambda: 'usuarios', acesso: 'publica' },
  { method: 'PATCH', path: '/api/usuario/recuperarsenha', lambda: 'usuarios', acesso: 'publica' },
  { method: 'GET', path: '/api/usuario/buscar', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'PUT', path: '/api/usuario/atualizar', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'GET', path: '/api/usuario/buscarUsuarios', lambda: 'usuarios', acesso: 'sessao' },
  { method: 'PUT', path: '/api/usuario/atualizarUsuario', lambda: 'usuarios', acesso: 'sessao' },
] as const satisfies readonly RouteDef[];

export type RouteKey = `${(typeof routes)[number]['method']} ${(typeof routes)[number]['path']}`;

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export const webSocketRoutes = ['$connect', '$disconnect', '$default'] as const;
