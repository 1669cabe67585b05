import type { RespostaMensagem } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../app/deps';
import { emSegundos } from '../../../data/chaves';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarTokenValido, consumirTokenItem } from '../../../data/repositories/tokenRepository';
import { buscarUsuario, salvarUsuarioItem } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { hashDeSegredo } from '../../../lib/segredos';
import { ativar } from '../entities/usuario';
import { erroUsuario } from '../erros';

export const MENSAGEM_ATIVADO = 'Usuário ativado com sucesso! Faça login para continuar.';

/**
 * PATCH /api/usuario/ativarusuario: the link's token is consumed in the same transaction that
 * activates the account, so it works once; an unknown, used or expired link gets one answer (410).
 */
export async function ativarUsuarioPorLink(
  deps: AppDeps,
  link: { customer: string; hash: string },
): Promise<RespostaMensagem> {
  const agora = deps.clock();
  const token = await buscarTokenValido(deps, link.customer, 'ATIVACAO', hashDeSegredo(link.hash), emSegundos(agora));
  const usuario = token && (await buscarUsuario(deps, token.sigla, token.usuarioId));
  if (!token || !usuario) throw erroUsuario.linkAtivacaoInvalido();

  const gravou = await transact(deps, [
    consumirTokenItem(deps, token, emSegundos(agora)),
    salvarUsuarioItem(deps, ativar(usuario, agora)),
    outboxPut(deps, { tipo: 'usuarioAtivado', detalhe: { sigla: usuario.sigla, usuarioId: usuario.id } }),
  ]);
  if (!gravou) throw erroUsuario.linkAtivacaoInvalido();
  return { mensagem: MENSAGEM_ATIVADO };
}
