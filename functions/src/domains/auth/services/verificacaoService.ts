import type { RespostaRenovarToken, RespostaSessao } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { paraClientePublico } from '../../clientes';
import { contaDaSessao, montarUsuarioSessao } from '../../usuarios';
import type { SessaoAberta } from '../../../kernel/novaSessao';
import { renovarSessao } from './sessaoService';

/** GET /api/auth/verify-login: who is signed in to the request's tenant. */
export async function verificarLogin(deps: AppDeps, sessao: Sessao): Promise<RespostaSessao> {
  const { cliente, usuario } = await contaDaSessao(deps, sessao);
  const [usuarioSessao, clientePublico] = await Promise.all([
    montarUsuarioSessao(deps, cliente, usuario),
    paraClientePublico(deps, cliente),
  ]);
  return { usuario: usuarioSessao, cliente: clientePublico };
}

/** GET /api/auth/refresh-user-token: a new token replaces the current one (the old stops working). */
export async function renovarToken(
  deps: AppDeps,
  sessao: Sessao,
): Promise<RespostaRenovarToken & { sessao: SessaoAberta }> {
  const { cliente, usuario } = await contaDaSessao(deps, sessao);
  const nova = await renovarSessao(deps, sessao, usuario);
  return { sessao: nova, usuario: await montarUsuarioSessao(deps, cliente, usuario) };
}
