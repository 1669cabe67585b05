import type { AceitarConvite } from '@wf/shared/schemas/usuario';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { SessaoAberta } from '../../../kernel/novaSessao';
import { exigirClienteAtivo, paraClientePublico } from '../../clientes';
import { aceitarConvitePorLink, montarUsuarioSessao } from '../../usuarios';
import { abrirSessao } from './sessaoService';

/**
 * POST /api/auth/aceitar-convite: the invited person chooses his name and password through the
 * link, and lands signed in (the link proved the mailbox, the password is his own).
 */
export async function aceitarConviteEEntrar(
  deps: AppDeps,
  dados: AceitarConvite,
): Promise<{ sessao: SessaoAberta; resposta: RespostaSessao }> {
  const cliente = await exigirClienteAtivo(deps, dados.customer);
  const usuario = await aceitarConvitePorLink(deps, dados);
  const sessao = await abrirSessao(deps, usuario);
  const [usuarioSessao, clientePublico] = await Promise.all([
    montarUsuarioSessao(deps, cliente, usuario),
    paraClientePublico(deps, cliente),
  ]);
  return { sessao, resposta: { usuario: usuarioSessao, cliente: clientePublico } };
}
