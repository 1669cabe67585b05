import type * as z from 'zod';
import type { AppDeps } from '../deps';
import type { NomeParametro } from '../parametrosDeRota';
import type { TransactItem } from '../../data/transact';
import type { Sessao } from '../sessao';

export interface EntradaRota<B, Q, P extends NomeParametro = never> {
  body: B;
  query: Q;
  /** The path parameters the route declares, validated by the table's schemas (routes.ts). */
  params: Readonly<Record<P, string>>;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The tenant the request names (X-Cliente header or last-used cookie), not yet authenticated. */
  siglaRequisicao: string | undefined;
  ip: string;
  /** A public-API create sent with Idempotency-Key (middlewares/idempotencia.ts). */
  idempotencia?: IdempotenciaDaCriacao;
  /** The files of a multipart route, by field name (its text fields are the body). */
  arquivos?: Record<string, ArquivoRecebido>;
}

/** A file of a multipart request. */
export interface ArquivoRecebido {
  nome: string;
  tipo: string;
  conteudo: Uint8Array;
}

/** What a create does for its Idempotency-Key. */
export interface IdempotenciaDaCriacao {
  /** Writes that commit in the create's own transaction, given the new resource's id. */
  itensExtras: (idRecurso: string) => TransactItem[];
  /** The key's create already committed (its answer was lost): answer this resource, create nothing. */
  idCriado?: string;
}

export interface RespostaRota {
  status?: number;
  body: unknown;
  cookies?: string[];
  /** Headers of this answer only (they replace the defaults of the same name, e.g. cache-control). */
  cabecalhos?: Record<string, string>;
}

type Schema = z.ZodType;
type Saida<S> = S extends z.ZodType ? z.output<S> : undefined;

interface DefinicaoRota<BS, QS, P extends NomeParametro, Extra> {
  body?: BS;
  query?: QS;
  /**
   * The `{param}` names of the route's path, which the handler reads; checked against the
   * table by conferirRotas.test.ts, so a handler cannot read a parameter its path lacks.
   */
  params?: readonly P[];
  handle: (deps: AppDeps, entrada: EntradaRota<Saida<BS>, Saida<QS>, P> & Extra) => Promise<RespostaRota>;
  /** The path parameters' schema, when the route has its own (the public API's operations); else the table's. */
  parametros?: z.ZodType;
  /** A POST create that honours Idempotency-Key (public API). */
  idempotente?: boolean;
  /** The body is multipart/form-data (an upload): text fields are validated by `body`, files go to `arquivos`. */
  multipart?: boolean;
  /**
   * A GET that another site's page sends the browser to (an OpenID provider's redirect back):
   * the origin / fetch-metadata guard (app/http/origem.ts) does not apply to this route alone.
   * Such a route must prove the request itself (the Google callback: state bound to a cookie).
   * Mirrors the route table's property of the same name (app/http/conferirRotas.ts).
   */
  navegacaoDeOutroSite?: true;
}

export type Rota =
  | ({ acesso: 'publica' } & DefinicaoRota<Schema, Schema, NomeParametro, object>)
  | ({ acesso: 'sessao' } & DefinicaoRota<Schema, Schema, NomeParametro, { sessao: Sessao }>)
  /** The public API (/api/v1): the caller is the account of the `token` header, as a session. */
  | ({ acesso: 'token' } & DefinicaoRota<Schema, Schema, NomeParametro, { sessao: Sessao }>);

/** A route anyone may call; the tenant comes from tokenCliente or the path. */
export function rotaPublica<
  BS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  P extends NomeParametro = never,
>(def: DefinicaoRota<BS, QS, P, object>): Rota {
  return { acesso: 'publica', ...def } as Rota;
}

/** A route that needs the tenant's session; the handler receives it. */
export function rotaAutenticada<
  BS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  P extends NomeParametro = never,
>(def: DefinicaoRota<BS, QS, P, { sessao: Sessao }>): Rota {
  return { acesso: 'sessao', ...def } as Rota;
}

/** A public-API route (/api/v1): the account of the `token` header is the handler's session. */
export function rotaDeToken<
  BS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  P extends NomeParametro = never,
>(def: DefinicaoRota<BS, QS, P, { sessao: Sessao }>): Rota {
  return { acesso: 'token', ...def } as Rota;
}

export const ok = (body: unknown, cookies?: string[]): RespostaRota => ({ status: 200, body, cookies });
export const criado = (body: unknown, cookies?: string[]): RespostaRota => ({ status: 201, body, cookies });
/** Work accepted and left to run in the background (a bulk job): the body names the job. */
export const aceito = (body: unknown): RespostaRota => ({ status: 202, body });
/** A browser navigation's answer: go to `url` (302), with these cookies. */
export const redirecionar = (url: string, cookies?: string[]): RespostaRota => ({
  status: 302,
  body: undefined,
  cookies,
  cabecalhos: { location: url },
});
export const semConteudo = (): RespostaRota => ({ status: 204, body: undefined });
