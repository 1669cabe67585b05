import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import {
  dadosMensagemChat,
  downloadAnexoChat,
  inserirMensagemChat,
  listarMensagensChat,
  marcarChatComoLido,
  resumoChat,
  solicitarUploadChat,
} from './handlers/chat';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/fluxo/chat/mensagens/listar': listarMensagensChat,
  'POST /api/fluxo/chat/mensagens/marcar-como-lida': marcarChatComoLido,
  'GET /api/fluxo/chat/mensagens/dados/{id}': dadosMensagemChat,
  'GET /api/fluxo/chat/resumo/{idFluxo}': resumoChat,
  'POST /api/fluxo/chat/anexos/solicitar-upload': solicitarUploadChat,
  'POST /api/fluxo/chat/mensagens/inserir': inserirMensagemChat,
  'GET /api/fluxo/chat/mensagens/download/anexo/{id}': downloadAnexoChat,
};

export const handler = httpLambda('chat', rotas);
