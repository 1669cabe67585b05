import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { CANAL_PUBLICO } from '@wf/shared/constants/chat';
import type { MsgChat, RespostaListaMsgsChat } from '@wf/shared/schemas/chat';
import { chaves } from './chavesDeConsulta';

export type PaginasChat = InfiniteData<RespostaListaMsgsChat, string | null>;

/** The cache key of a conversation as both of its people name it ('0', or the two ids sorted). */
export const conversaEntre = (eu: string, com: string): string =>
  com === CANAL_PUBLICO ? CANAL_PUBLICO : [eu, com].sort().join('#');

/**
 * A message, sent by this tab or heard on the socket, at the top of its conversation's first
 * page (pages are newest first). Idempotent: a message already there (the tab's own send and its
 * echo, or a room and the notification room both delivering it) is not added twice. The summary
 * (unread counts, last message) is refetched.
 */
export function adicionarMensagemChat(queryClient: QueryClient, msg: MsgChat): Promise<void> {
  const conversa = conversaEntre(msg.idUsuarioRemetente, msg.idUsuarioDestino);
  queryClient.setQueryData<PaginasChat>(chaves.chat.mensagens(msg.idFluxo, conversa), (dados) => {
    if (!dados || dados.pages.some((p) => p.listaMsgsChat.some((m) => m.id === msg.id))) return dados;
    const [primeira, ...resto] = dados.pages;
    if (!primeira) return dados;
    return { ...dados, pages: [{ ...primeira, listaMsgsChat: [msg, ...primeira.listaMsgsChat] }, ...resto] };
  });
  return queryClient.invalidateQueries({ queryKey: chaves.chat.resumo(msg.idFluxo) });
}
