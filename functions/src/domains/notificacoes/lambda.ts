import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import {
  buscarNotificacoes,
  contarNaoLidas,
  contarNaoLidasPorCard,
  marcaComoLida,
  marcaComoLidaInstancia,
  marcaTodasComoLida,
} from './handlers/notificacoes';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/notificacao-interna/notificacoes-usuario': buscarNotificacoes,
  'GET /api/notificacao-interna/count-nao-lidas': contarNaoLidas,
  'GET /api/notificacao-interna/nao-lidas-por-instancia': contarNaoLidasPorCard,
  'POST /api/notificacao-interna/marca-como-lida/{id}': marcaComoLida,
  'POST /api/notificacao-interna/marca-todas-como-lida': marcaTodasComoLida,
  'POST /api/notificacao-interna/marca-como-lida-instancia/{id}': marcaComoLidaInstancia,
};

export const handler = httpLambda('notificacoes', rotas);
