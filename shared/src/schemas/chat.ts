import * as z from 'zod';
import { identificador } from './campos';

/** The in-flow chat: limits and pt-BR messages (server and SPA alike). */
export const LIMITES_CHAT = {
  /** Messages per page, newest first. */
  pagina: 10,
  /** Each attachment is under 5 MB: this is the largest size allowed. */
  anexoBytes: 5 * 1024 * 1024 - 1,
  anexosPorMensagem: 5,
  mensagemCaracteres: 4000,
} as const;

export { CANAL_PUBLICO } from '../constants/chat';

export const mensagensChat = {
  anexoGrande: 'O arquivo deve ser menor que 5MB!',
  vazia: 'Digite uma mensagem ou anexe um arquivo',
  semMensagens: 'Ainda não há mensagens!',
  usuarioRemovido: 'Usuário removido',
  destinatarioInvalido: 'Destinatário não participa deste fluxo',
  paraSiMesmo: 'Não é possível conversar consigo mesmo',
  mensagemNaoEncontrada: 'Mensagem não encontrada',
  anexoNaoEncontrado: 'Anexo não encontrado',
  maximoAnexos: `Envie no máximo ${LIMITES_CHAT.anexosPorMensagem} arquivos por mensagem`,
  mensagemLonga: `A mensagem deve ter no máximo ${LIMITES_CHAT.mensagemCaracteres} caracteres`,
  enviada: 'Mensagem enviada',
  lidas: 'Mensagens marcadas como lidas',
  canalPublico: 'Canal do fluxo',
} as const;

const destino = z
  .union([z.string().max(64, mensagensChat.destinatarioInvalido), z.number()], {
    error: mensagensChat.destinatarioInvalido,
  })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, mensagensChat.destinatarioInvalido).max(64, mensagensChat.destinatarioInvalido));

/** GET /api/fluxo/chat/mensagens/listar?idFluxo&idDestinatario&sqlMaxRecords&cursor */
export const listarMensagensQuery = z.object({
  idFluxo: identificador('Fluxo não informado'),
  idDestinatario: destino,
  sqlMaxRecords: z.coerce.number().int().min(1).max(50).default(LIMITES_CHAT.pagina),
  cursor: z.string().max(500).optional(),
});

/** POST /api/fluxo/chat/mensagens/marcar-como-lida */
export const marcarComoLidaSchema = z.object({
  idFluxo: identificador('Fluxo não informado'),
  idRemetente: destino,
});

/** POST /api/fluxo/chat/anexos/solicitar-upload: the first step of an attachment (presigned PUT). */
export const solicitarUploadChatSchema = z.object({
  idFluxo: identificador('Fluxo não informado'),
  nomeArquivo: z.string().trim().min(1, 'Informe o nome do arquivo').max(255),
  tipoMime: z.string().trim().max(200),
  tamanho: z.number().int().min(1, 'Arquivo vazio'),
});

/**
 * POST /api/fluxo/chat/mensagens/inserir: the text and/or the uploads granted before (their
 * ids); the server checks each stored file and records the message with them.
 */
export const inserirMensagemSchema = z
  .object({
    MsgChat: z.object({
      idFluxo: identificador('Fluxo não informado'),
      idUsuarioDestino: destino,
      mensagem: z.string().max(LIMITES_CHAT.mensagemCaracteres, mensagensChat.mensagemLonga).default(''),
    }),
    idsAnexos: z
      .array(identificador('Anexo inválido'))
      .max(LIMITES_CHAT.anexosPorMensagem, mensagensChat.maximoAnexos)
      .default([]),
  })
  .refine((d) => d.MsgChat.mensagem.trim().length > 0 || d.idsAnexos.length > 0, {
    message: mensagensChat.vazia,
    path: ['MsgChat', 'mensagem'],
  });

export interface AnexoMsgChat {
  id: string;
  nomeAnexo: string;
  tipoMime: string;
  tamanho: number;
}

export interface MsgChat {
  id: string;
  idFluxo: string;
  mensagem: string;
  dataHoraRegistro: string;
  idUsuarioRemetente: string;
  /** The author's name, or 'Usuário removido'. */
  nomeUsuarioRemetente: string;
  /** '0': the flow's public channel. */
  idUsuarioDestino: string;
  listaMsgChatAnexos: AnexoMsgChat[];
}

/** One conversation of the summary: the public channel ('0') or a person of the flow. */
export interface ConversaChat {
  idUsuario: string;
  nome: string;
  email: string | null;
  countNaoLidas: number;
  ultimaMensagem: Pick<MsgChat, 'mensagem' | 'dataHoraRegistro' | 'nomeUsuarioRemetente'> | null;
}

export interface RespostaListaMsgsChat {
  listaMsgsChat: MsgChat[];
  proximoCursor: string | null;
}
/** A person of the flow the session user may start a conversation with. */
export interface PessoaChat {
  id: string;
  nome: string;
  email: string;
}
export interface RespostaResumoChat {
  listaMsgsChat: ConversaChat[];
  listaPessoas: PessoaChat[];
}
export interface RespostaInserirMsgChat {
  mensagem: string;
  idMsgChat: string;
  MsgChat: MsgChat;
}
export interface RespostaDownloadAnexoChat {
  nomeArquivo: string;
  url: string;
}
export interface UploadChatConcedido {
  idAnexo: string;
  uploadUrl: string;
}
