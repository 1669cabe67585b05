import type { RespostaAlternarAmbiente } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarClientePorSigla } from '../../../data/repositories/clienteRepository';
import { buscarUsuario, buscarUsuarioPorEmail } from '../../../data/repositories/usuarioRepository';
import { paraClientePublico } from '../../clientes';
import { emailVerificado, montarUsuarioSessao } from '../../usuarios';
import { erroAuth } from '../erros';
import type { SessaoAberta } from '../../../kernel/novaSessao';
import { abrirSessao } from './sessaoService';

/**
 * POST /api/auth/alternar-ambiente: the signed-in person (by e-mail) opens a session in another
 * tenant where he has an active account. Two accounts with the same e-mail are the same person
 * only when the e-mail is proven on BOTH (emailVerificadoEm, set only by a link sent to that
 * address): anybody can sign up in a tenant without activation with somebody else's e-mail, and
 * that must never open the other tenant's account. The target account is read by the target
 * tenant's own keys (its e-mail guard), never through the cross-tenant index, so the check is
 * strongly consistent. Unknown tenant, no account, inactive or unproven account all get the same 403.
 */
export async function alternarAmbiente(
  deps: AppDeps,
  sessao: Sessao,
  sigla: string,
): Promise<{ sessao: SessaoAberta; resposta: RespostaAlternarAmbiente }> {
  const atual = await buscarUsuario(deps, sessao.sigla, sessao.usuarioId);
  if (!atual || !emailVerificado(atual)) throw erroAuth.semAcessoAoAmbiente();
  const cliente = await buscarClientePorSigla(deps, sigla);
  const usuario = cliente?.ativo === 'S' ? await buscarUsuarioPorEmail(deps, cliente.sigla, atual.email) : null;
  if (!cliente || !usuario || usuario.ativo !== 'S' || !emailVerificado(usuario)) throw erroAuth.semAcessoAoAmbiente();

  const nova = await abrirSessao(deps, usuario);
  const [Usuario, Cliente] = await Promise.all([
    montarUsuarioSessao(deps, cliente, usuario),
    paraClientePublico(deps, cliente),
  ]);
  return { sessao: nova, resposta: { Usuario, Cliente } };
}
