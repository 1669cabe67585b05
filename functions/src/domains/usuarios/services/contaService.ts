import type { AppDeps } from '../../../kernel/deps';
import { erro } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import { type Cliente, exigirClienteAtivo } from '../../clientes';
import type { Usuario } from '../entities/usuario';

/**
 * The tenant and account behind a resolved session. The session was checked a moment ago; if
 * the account vanished since, the session is as good as expired.
 */
export async function contaDaSessao(deps: AppDeps, sessao: Sessao): Promise<{ cliente: Cliente; usuario: Usuario }> {
  const [cliente, usuario] = await Promise.all([
    exigirClienteAtivo(deps, sessao.sigla),
    buscarUsuario(deps, sessao.sigla, sessao.usuarioId),
  ]);
  if (!usuario) throw erro.sessaoExpirada();
  return { cliente, usuario };
}
