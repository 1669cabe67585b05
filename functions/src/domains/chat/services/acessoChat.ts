import { CANAL_PUBLICO } from '@wf/shared/schemas/chat';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarMensagem, buscarReferencia } from '../../../data/repositories/chatRepository';
import { carregarAcesso, type ContextoFluxo, usuarioVeFluxo } from '../../fluxos';
import { conversaEntre, type MensagemChatArmazenada } from '../entities/mensagemChat';
import { erroChat } from '../erros';

/**
 * Who may talk where: a flow's chat is for the people who see the flow (the flow's own rule,
 * 404 otherwise, so a flow of another tenant or out of sight looks absent); a direct
 * conversation is the pair's alone, which its key guarantees: it is always built from the
 * session user's own id.
 */
export async function conversaDaSessao(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  com: string,
): Promise<{ ctx: ContextoFluxo; conversa: string }> {
  const ctx = await carregarAcesso(deps, sessao, idFluxo);
  if (com === sessao.usuarioId) throw erroChat.paraSiMesmo();
  return { ctx, conversa: conversaEntre(sessao.usuarioId, com) };
}

/** A message to `para` needs `para` to be a person who sees the flow (or the public channel). */
export async function conferirDestinatario(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  para: string,
): Promise<void> {
  if (para === CANAL_PUBLICO) return;
  if (!(await usuarioVeFluxo(deps, sessao.sigla, para, idFluxo))) throw erroChat.destinatarioInvalido();
}

/**
 * A message by its id (or one of its attachments' ids): only for people who see its flow and,
 * in a direct conversation, only for its two people. Anything else answers `naoEncontrado`.
 */
export async function mensagemVisivel(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  naoEncontrado: () => Error,
): Promise<MensagemChatArmazenada> {
  const ref = await buscarReferencia(deps, sessao.sigla, id);
  if (!ref) throw naoEncontrado();
  if (ref.conversa !== CANAL_PUBLICO && !ref.conversa.split('#').includes(sessao.usuarioId)) throw naoEncontrado();
  try {
    await carregarAcesso(deps, sessao, ref.idFluxo);
  } catch {
    throw naoEncontrado();
  }
  const m = await buscarMensagem(deps, sessao.sigla, ref);
  if (!m) throw naoEncontrado();
  return m;
}
