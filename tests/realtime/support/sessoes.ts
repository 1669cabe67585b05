import { criarAmbienteDeTeste, type AmbienteDeTeste } from '../../api/support/ambientes';
import { cadastrarEEntrar } from '../../api/support/sessoes';
import { cabecalhoCookie } from './socket';

export interface PessoaConectavel {
  sigla: string;
  usuarioId: string;
  email: string;
  /** The Cookie header the browser would send on the WebSocket handshake. */
  cookie: string;
  http: Awaited<ReturnType<typeof cadastrarEEntrar>>['http'];
}

/** A tenant of its own for a test file, so its sockets and events never meet another file's. */
export const novoAmbiente = (): Promise<AmbienteDeTeste> => criarAmbienteDeTeste();

/** A new account of the tenant, signed in over HTTP. */
export async function pessoaConectavel(amb: AmbienteDeTeste, nome = 'Rita Realtime'): Promise<PessoaConectavel> {
  const { http, usuario, email } = await cadastrarEEntrar(amb, { nome });
  return { sigla: amb.sigla, usuarioId: usuario.id, email, cookie: cabecalhoCookie(http.cookies), http };
}
