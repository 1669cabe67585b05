import type { z } from 'zod';
import type { PerfilUsuario } from '@wf/shared/types/sessao';
import type { AppDeps } from '../deps';

/** The signed-in person as the HTTP layer knows him: always scoped to one tenant. */
export interface Sessao {
  sigla: string;
  usuarioId: string;
  email: string;
  perfilUsuario: PerfilUsuario;
  /** Identifies the session item (hash of the cookie token), for logout and refresh. */
  sessaoId: string;
}

export interface EntradaRota<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The tenant the request names (X-Cliente header or last-used cookie), not yet authenticated. */
  siglaRequisicao: string | undefined;
  ip: string;
}

export interface RespostaRota {
  status?: number;
  body: unknown;
  cookies?: string[];
}

type Schema = z.ZodType;
type Saida<S> = S extends z.ZodType ? z.output<S> : undefined;

interface DefinicaoRota<BS, QS, Extra> {
  body?: BS;
  query?: QS;
  handle: (deps: AppDeps, entrada: EntradaRota<Saida<BS>, Saida<QS>> & Extra) => Promise<RespostaRota>;
}

export type Rota =
  | ({ acesso: 'publica' } & DefinicaoRota<Schema, Schema, object>)
  | ({ acesso: 'sessao' } & DefinicaoRota<Schema, Schema, { sessao: Sessao }>);

/** A route anyone may call; the tenant comes from tokenCliente or the path. */
export function rotaPublica<BS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined>(
  def: DefinicaoRota<BS, QS, object>,
): Rota {
  return { acesso: 'publica', ...def } as Rota;
}

/** A route that needs the tenant's session; the handler receives it. */
export function rotaAutenticada<BS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined>(
  def: DefinicaoRota<BS, QS, { sessao: Sessao }>,
): Rota {
  return { acesso: 'sessao', ...def } as Rota;
}

export const ok = (body: unknown, cookies?: string[]): RespostaRota => ({ status: 200, body, cookies });
export const criado = (body: unknown, cookies?: string[]): RespostaRota => ({ status: 201, body, cookies });
