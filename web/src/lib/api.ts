import type { RespostaErro } from '@wf/shared/types/sessao';
import { lerLinkDeCard } from './acessoExternoCard';
import { BASE_SPA, caminhoLogin, urlAbsolutaSpa } from './caminhos';
import { lerSigla } from './siglaCliente';

/** The error every failed call throws: the server's pt-BR message, its type and field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly tipo: string;
  readonly campos: Record<string, string>;
  /** The whole error body, for answers that carry more than the message (e.g. the card move errors). */
  readonly corpo: RespostaErro;

  constructor(status: number, corpo: RespostaErro) {
    super(corpo.mensagem);
    this.name = 'ApiError';
    this.status = status;
    this.tipo = corpo.tipo;
    this.campos = corpo.campos ?? {};
    this.corpo = corpo;
  }
}

export const MENSAGEM_ERRO_GENERICO = 'Não foi possível concluir a operação. Tente novamente em instantes.';
export const MENSAGEM_SEM_CONEXAO = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

const TIPOS_SESSAO_EXPIRADA = ['ESessaoUsuarioExpirada', 'UNAUTHORIZED'];

/** The type or the message may carry the marker. */
export function ehSessaoExpirada(erro: unknown): boolean {
  return (
    erro instanceof ApiError &&
    (TIPOS_SESSAO_EXPIRADA.includes(erro.tipo) || TIPOS_SESSAO_EXPIRADA.includes(erro.message))
  );
}

export function mensagemDoErro(erro: unknown): string {
  if (erro instanceof ApiError) return erro.message;
  return MENSAGEM_ERRO_GENERICO;
}

export type MetodoHttp = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OpcoesApi {
  method?: MetodoHttp;
  body?: unknown;
  /** Tenant named in X-Cliente; defaults to the stored one. Public screens pass their route's customer. */
  sigla?: string;
  /**
   * When false, an expired session is only reported to the caller: used by the login check,
   * whose caller decides where to go (the route guard, the login screen).
   */
  redirecionarSeExpirada?: boolean;
}

/** Same-origin JSON call to /api with the tenant header and the session cookie. */
export async function api<T>(caminho: string, opcoes: OpcoesApi = {}): Promise<T> {
  const { method = 'GET', body, sigla = lerSigla(), redirecionarSeExpirada = true } = opcoes;
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Cliente': sigla };
  // A FormData body (a multipart upload) sets its own Content-Type with the boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let resposta: Response;
  try {
    resposta = await fetch(`/api${caminho}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, { mensagem: MENSAGEM_SEM_CONEXAO, tipo: 'FalhaDeConexao' });
  }

  const corpo: unknown = await lerCorpo(resposta);
  if (resposta.ok) return corpo as T;

  const erro = new ApiError(resposta.status, comoRespostaErro(corpo, resposta.status));
  if (redirecionarSeExpirada && ehSessaoExpirada(erro)) irParaLoginDoAmbiente();
  throw erro;
}

async function lerCorpo(resposta: Response): Promise<unknown> {
  const texto = await resposta.text();
  if (!texto) return null;
  try {
    return JSON.parse(texto);
  } catch {
    return null;
  }
}

function comoRespostaErro(corpo: unknown, status: number): RespostaErro {
  if (corpo && typeof corpo === 'object' && typeof (corpo as RespostaErro).mensagem === 'string') {
    return corpo as RespostaErro;
  }
  // A gateway or proxy failure answers without our body: keep the status as the type.
  return { mensagem: MENSAGEM_ERRO_GENERICO, tipo: status === 401 ? 'ESessaoUsuarioExpirada' : `Http${status}` };
}

/**
 * Full-page navigation on purpose: it drops every cached answer of the expired session.
 * External card links keep their page.
 */
function irParaLoginDoAmbiente(): void {
  const { pathname, search } = window.location;
  const caminhoSpa = pathname.startsWith(BASE_SPA) ? pathname.slice(BASE_SPA.length) || '/' : pathname;
  if (lerLinkDeCard(caminhoSpa, search)) return;
  if (caminhoSpa.startsWith('/login/')) return;
  window.location.assign(urlAbsolutaSpa(caminhoLogin(lerSigla())));
}
