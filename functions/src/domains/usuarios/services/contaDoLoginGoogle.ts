import type { AppDeps } from '../../../kernel/deps';
import { emSegundos } from '../../../data/chaves';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { consumirTokenItem } from '../../../data/repositories/tokenRepository';
import { buscarUsuarioPorEmail, salvarUsuarioItem } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { aceitarConvitePeloGoogle, convitePendente, type Usuario } from '../entities/usuario';

/** Why an e-mail Google verified opens no session in this tenant. */
export type RecusaDaContaGoogle = 'emailDesconhecido' | 'contaInativa' | 'contaAguardandoAtivacao' | 'conviteExpirado';

/**
 * The account of this tenant a Google sign-in opens, by the e-mail Google verified (the caller
 * checked email_verified): an active account; or an account with a pending invitation, which is
 * accepted here as the invitation link does (the token consumed, the account activated and the
 * event written in one transaction). Nothing is ever created for an unknown e-mail.
 */
export async function contaDoLoginGoogle(
  deps: AppDeps,
  sigla: string,
  email: string,
): Promise<{ usuario: Usuario } | { recusa: RecusaDaContaGoogle }> {
  const usuario = await buscarUsuarioPorEmail(deps, sigla, email.trim().toLowerCase());
  if (!usuario) return { recusa: 'emailDesconhecido' };
  if (convitePendente(usuario) && usuario.conviteHash) {
    const agora = deps.clock();
    const aceito = aceitarConvitePeloGoogle(usuario, agora);
    const gravou = await transact(deps, [
      consumirTokenItem(deps, { sigla: usuario.sigla, tipo: 'CONVITE', hash: usuario.conviteHash }, emSegundos(agora)),
      salvarUsuarioItem(deps, aceito),
      outboxPut(deps, { tipo: 'usuarioAtivado', detalhe: { sigla: usuario.sigla, usuarioId: usuario.id } }),
    ]);
    if (!gravou) return { recusa: 'conviteExpirado' };
    return { usuario: { ...aceito, versao: aceito.versao + 1 } };
  }
  if (usuario.ativo !== 'S') return { recusa: usuario.ativadoEm ? 'contaInativa' : 'contaAguardandoAtivacao' };
  return { usuario };
}
