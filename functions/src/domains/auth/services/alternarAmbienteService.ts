import type { RespostaAlternarAmbiente } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../app/deps';
import type { Sessao } from '../../../app/http/route';
import { buscarClientePorSigla } from '../../../data/repositories/clienteRepository';
import { buscarUsuarioPorEmail } from '../../../data/repositories/usuarioRepository';
import { paraClientePublico } from '../../clientes/services/apresentacaoCliente';
import { montarUsuarioSessao } from '../../usuarios/services/usuarioSessaoService';
import { erroAuth } from '../erros';
import { abrirSessao, type SessaoAberta } from './sessaoService';

/**
 * POST /api/auth/alternar-ambiente: the signed-in person (by e-mail) opens a session in another
 * tenant where he has an active account. The target account is read by the target tenant's own
 * keys (its e-mail guard), never through the cross-tenant index, so the check is strongly
 * consistent. Unknown tenant, no account and inactive account all get the same 403.
 */
export async function alternarAmbiente(
  deps: AppDeps,
  sessao: Sessao,
  sigla: string,
): Promise<{ sessao: SessaoAberta; resposta: RespostaAlternarAmbiente }> {
  const cliente = await buscarClientePorSigla(deps, sigla);
  const usuario = cliente?.ativo === 'S' ? await buscarUsuarioPorEmail(deps, cliente.sigla, sessao.email) : null;
  if (!cliente || !usuario || usuario.ativo !== 'S') throw erroAuth.semAcessoAoAmbiente();

  const nova = await abrirSessao(deps, usuario);
  const [Usuario, Cliente] = await Promise.all([
    montarUsuarioSessao(deps, cliente, usuario),
    paraClientePublico(deps, cliente),
  ]);
  return { sessao: nova, resposta: { Usuario, Cliente } };
}
