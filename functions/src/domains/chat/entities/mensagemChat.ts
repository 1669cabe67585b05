import * as z from 'zod';
import { CANAL_PUBLICO, mensagensChat, type MsgChat } from '@wf/shared/schemas/chat';

/** An attachment as the message item keeps it: what is shown, and the checked copy's S3 key. */
export const anexoChatSchema = z.object({
  id: z.string(),
  nomeAnexo: z.string(),
  tipoMime: z.string(),
  tamanho: z.number().int(),
  chave: z.string(),
});
export type AnexoChatArmazenado = z.infer<typeof anexoChatSchema>;

/** A chat message as stored: the author by id (his name is read at display, so a removed person shows as such). */
export const mensagemChatSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  /** '0' or the two people's ids sorted, joined by '#': the conversation's partition. */
  conversa: z.string(),
  mensagem: z.string(),
  dataHoraRegistro: z.string(),
  idUsuarioRemetente: z.string(),
  idUsuarioDestino: z.string(),
  anexos: z.array(anexoChatSchema),
});
export type MensagemChatArmazenada = z.infer<typeof mensagemChatSchema>;

/** Where a message or an attachment lives, by its id alone (the download and data calls name only the id). */
export const referenciaChatSchema = z.object({
  idFluxo: z.string(),
  conversa: z.string(),
  skMensagem: z.string(),
});
export type ReferenciaChat = z.infer<typeof referenciaChatSchema>;

/** One person's state in one conversation (`com` is '0' for the public channel). */
export const leituraChatSchema = z.object({
  com: z.string(),
  /** Messages of a direct conversation (the public channel's total is the channel's own item). */
  total: z.number().int().default(0),
  /** Messages this person has read, his own included: unread = total - lidas. */
  lidas: z.number().int().default(0),
  ultima: z.object({ mensagem: z.string(), dataHoraRegistro: z.string(), idUsuarioRemetente: z.string() }).optional(),
});
export type LeituraChat = z.infer<typeof leituraChatSchema>;

export const canalChatSchema = z.object({
  total: z.number().int().default(0),
  ultima: leituraChatSchema.shape.ultima,
});
export type CanalChat = z.infer<typeof canalChatSchema>;

/** The conversation key of a message between `de` and `para` ('0': the public channel). */
export const conversaEntre = (de: string, para: string): string =>
  para === CANAL_PUBLICO ? CANAL_PUBLICO : [de, para].sort().join('#');

/** What a message shows of itself in the summary (a file-only message by its first file's name). */
export const resumoDoTexto = (m: Pick<MensagemChatArmazenada, 'mensagem' | 'anexos'>): string =>
  (m.mensagem.trim() || m.anexos.map((a) => a.nomeAnexo).join(', ')).slice(0, 200);

export function paraMsgChat(m: MensagemChatArmazenada, nomes: ReadonlyMap<string, string>): MsgChat {
  return {
    id: m.id,
    idFluxo: m.idFluxo,
    mensagem: m.mensagem,
    dataHoraRegistro: m.dataHoraRegistro,
    idUsuarioRemetente: m.idUsuarioRemetente,
    nomeUsuarioRemetente: nomes.get(m.idUsuarioRemetente) ?? mensagensChat.usuarioRemovido,
    idUsuarioDestino: m.idUsuarioDestino,
    listaMsgChatAnexos: m.anexos.map(({ id, nomeAnexo, tipoMime, tamanho }) => ({ id, nomeAnexo, tipoMime, tamanho })),
  };
}
