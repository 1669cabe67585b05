import type { ConfirmarEmail } from '@wf/shared/schemas/usuario';
import type { AppDeps } from '../../../kernel/deps';
import { emSegundos } from '../../../data/chaves';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { consumirTokenItem } from '../../../data/repositories/tokenRepository';
import { salvarUsuarioItem } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { conferirSenha } from '../../../lib/senhas';
import { confirmarEmail } from '../entities/usuario';
import { erroUsuario } from '../erros';
import { exigirLinkValido } from './recuperacaoSenhaService';

/**
 * PATCH /api/usuario/confirmaremail: the sign-up confirmation link's page asks for the password
 * the person chose at sign-up (docs/adr/0053-sign-up-confirmation-by-password.md). Knowing it
 * while holding the link proves the mailbox owner is who chose the password, which is what a
 * verified e-mail means here; the link is consumed in the same transaction. Whoever holds the
 * link but not the password (someone else signed up with his e-mail) sets a new one on the same
 * page instead (recuperarsenha), which also signs the other person out.
 */
export async function confirmarEmailComSenha(deps: AppDeps, dados: ConfirmarEmail): Promise<void> {
  const agora = deps.clock();
  const { token, usuario } = await exigirLinkValido(deps, dados, agora);
  if (!(await conferirSenha(dados.senha, usuario.senhaHash))) throw erroUsuario.senhaNaoConfere();
  const gravou = await transact(deps, [
    consumirTokenItem(deps, token, emSegundos(agora)),
    salvarUsuarioItem(deps, confirmarEmail(usuario, agora)),
    outboxPut(deps, {
      tipo: 'usuarioAtualizado',
      detalhe: { sigla: usuario.sigla, usuarioId: usuario.id, alteradoPor: usuario.id },
    }),
  ]);
  if (!gravou) throw erroUsuario.linkRecuperacaoInvalido();
}
