import { expect, inject } from 'vitest';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import type { Pessoa } from './fluxos';

export interface RespostaV1<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A call of the public API as an integration makes it: the `token` header, JSON, no cookie. */
export async function v1<T = Record<string, unknown>>(
  token: string | undefined,
  metodo: string,
  caminho: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RespostaV1<T>> {
  const r = await fetch(`${inject('baseUrl')}${caminho}`, {
    method: metodo,
    headers: {
      ...(token === undefined ? {} : { token }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const texto = await r.text();
  return { status: r.status, body: (texto ? JSON.parse(texto) : undefined) as T, headers: r.headers };
}

/** My account's API tab: switch API access (or generate a new token); answers the token shown once. */
export async function alterarAcessoApi(p: Pessoa, dados: { acessoAPI?: 'S' | 'N'; gerarNovoTokenAPI?: true }) {
  const eu = await p.http.get<UsuarioSessao>('/api/usuario/buscar', { sigla: p.sigla });
  const r = await p.http.put<{ usuario: UsuarioSessao }>(
    '/api/usuario/atualizar',
    { nome: eu.body.nome, ...dados },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.usuario;
}

/** Switches API access on and answers the new token. */
export async function ligarApi(p: Pessoa): Promise<string> {
  const usuario = await alterarAcessoApi(p, { acessoAPI: 'S' });
  expect(usuario.tokenAPI).toBeTruthy();
  return usuario.tokenAPI!;
}
