import type { AppDeps } from '../../../kernel/deps';
import { emSegundos } from '../../../data/chaves';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarTokenValido, consumirTokenItem } from '../../../data/repositories/tokenRepository';
import { buscarUsuario, salvarUsuarioItem } from '../../../data/repositories/usuarioRepository';
import { transact, type TransactItem } from '../../../data/transact';
import { hashDeSegredo } from '../../../lib/segredos';
import { ativar, type Usuario } from '../entities/usuario';
import { erroUsuario } from '../erros';
import { tokenDeLink } from './tokenDeLink';

/** Activation links are valid for 7 days. */
export const VALIDADE_ATIVACAO_SEGUNDOS = 7 * 24 * 3600;

/** The link of a new account's activation e-mail (tenants that require activation). */
export const tokenDeAtivacao = (deps: AppDeps, usuario: Usuario, agora: Date): { token: string; item: TransactItem } =>
  tokenDeLink(deps, usuario, 'ATIVACAO', agora, VALIDADE_ATIVACAO_SEGUNDOS);

/**
 * PATCH /api/usuario/ativarusuario: the link's token is consumed in the same transaction that
 * activates the account, so it works once; an unknown, used or expired link gets one answer (410).
 * Activation does not verify the e-mail (entities/usuario.ts, ativar): whoever signed up chose the
 * password, and the mailbox owner opening the link proves nothing about that. An account already
 * active (a link of before this rule) only has its token consumed.
 */
export async function ativarUsuarioPorLink(deps: AppDeps, link: { customer: string; hash: string }): Promise<void> {
  const agora = deps.clock();
  const token = await buscarTokenValido(deps, link.customer, 'ATIVACAO', hashDeSegredo(link.hash), emSegundos(agora));
  const usuario = token && (await buscarUsuario(deps, token.sigla, token.usuarioId));
  if (!token || !usuario) throw erroUsuario.linkAtivacaoInvalido();

  const consumir = consumirTokenItem(deps, token, emSegundos(agora));
  const gravou = await transact(
    deps,
    usuario.ativadoEm !== null
      ? [consumir]
      : [
          consumir,
          salvarUsuarioItem(deps, ativar(usuario, agora)),
          outboxPut(deps, { tipo: 'usuarioAtivado', detalhe: { sigla: usuario.sigla, usuarioId: usuario.id } }),
        ],
  );
  if (!gravou) throw erroUsuario.linkAtivacaoInvalido();
}
