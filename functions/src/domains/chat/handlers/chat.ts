import {
  inserirMensagemSchema,
  listarMensagensQuery,
  marcarComoLidaSchema,
  mensagensChat,
  solicitarUploadChatSchema,
} from '@wf/shared/schemas/chat';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { dadosDaMensagem, listarMensagens, marcarComoLida, resumo } from '../services/conversaService';
import { baixarAnexo, inserirMensagem, solicitarUpload } from '../services/envioService';

/** GET /api/fluxo/chat/mensagens/listar?idFluxo&idDestinatario&sqlMaxRecords&cursor: { listaMsgsChat, proximoCursor }. */
export const listarMensagensChat = rotaAutenticada({
  query: listarMensagensQuery,
  handle: async (deps, { query, sessao }) => ok(await listarMensagens(deps, sessao, query)),
});

/** POST /api/fluxo/chat/mensagens/marcar-como-lida: { mensagem }. */
export const marcarChatComoLido = rotaAutenticada({
  body: marcarComoLidaSchema,
  handle: async (deps, { body, sessao }) => {
    await marcarComoLida(deps, sessao, body);
    return ok({ mensagem: mensagensChat.lidas });
  },
});

/** GET /api/fluxo/chat/mensagens/dados/{id}: { MsgChat }. */
export const dadosMensagemChat = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await dadosDaMensagem(deps, sessao, params.id)),
});

/** GET /api/fluxo/chat/resumo/{idFluxo}: { listaMsgsChat (conversations), listaPessoas }. */
export const resumoChat = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await resumo(deps, sessao, params.idFluxo)),
});

/** POST /api/fluxo/chat/anexos/solicitar-upload: { idAnexo, uploadUrl } (400 type, 413 'O arquivo deve ser menor que 5MB!'). */
export const solicitarUploadChat = rotaAutenticada({
  body: solicitarUploadChatSchema,
  handle: async (deps, { body, sessao }) => ok(await solicitarUpload(deps, sessao, body)),
});

/** POST /api/fluxo/chat/mensagens/inserir: 201 { mensagem, idMsgChat, MsgChat }. */
export const inserirMensagemChat = rotaAutenticada({
  body: inserirMensagemSchema,
  handle: async (deps, { body, sessao }) =>
    criado({ mensagem: mensagensChat.enviada, ...(await inserirMensagem(deps, sessao, body)) }),
});

/** GET /api/fluxo/chat/mensagens/download/anexo/{id}: { nomeArquivo, url }. */
export const downloadAnexoChat = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await baixarAnexo(deps, sessao, params.id)),
});
