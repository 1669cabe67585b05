import { listarNotificacoesSchema, mensagensNotificacao } from '@wf/shared/schemas/notificacao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import {
  contagemNaoLidas,
  listarNotificacoes,
  naoLidasPorCard,
  marcarComoLida,
  marcarComoLidasDoCard,
  marcarTodasComoLidas,
} from '../services/notificacaoService';

/** GET /api/notificacao-interna/notificacoes-usuario?limite&cursor: { listaNotificacoes, proximoCursor }, newest first. */
export const buscarNotificacoes = rotaAutenticada({
  query: listarNotificacoesSchema,
  handle: async (deps, { query, sessao }) => ok(await listarNotificacoes(deps, sessao, query)),
});

/** GET /api/notificacao-interna/count-nao-lidas: { totalNaoLidas }. */
export const contarNaoLidas = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await contagemNaoLidas(deps, sessao)),
});

/** GET /api/notificacao-interna/nao-lidas-por-instancia: { naoLidasPorInstancia, completa } (the board's badges). */
export const contarNaoLidasPorCard = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await naoLidasPorCard(deps, sessao)),
});

/** POST /api/notificacao-interna/marca-como-lida/{id}: { mensagem, totalNaoLidas }. */
export const marcaComoLida = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) =>
    ok({ mensagem: mensagensNotificacao.marcadaComoLida, ...(await marcarComoLida(deps, sessao, params.id)) }),
});

/** POST /api/notificacao-interna/marca-todas-como-lida: { mensagem, totalNaoLidas }. */
export const marcaTodasComoLida = rotaAutenticada({
  handle: async (deps, { sessao }) =>
    ok({ mensagem: mensagensNotificacao.todasMarcadasComoLidas, ...(await marcarTodasComoLidas(deps, sessao)) }),
});

/** POST /api/notificacao-interna/marca-como-lida-instancia/{id} (a card id): { mensagem, totalNaoLidas }. */
export const marcaComoLidaInstancia = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) =>
    ok({
      mensagem: mensagensNotificacao.doCardMarcadasComoLidas,
      ...(await marcarComoLidasDoCard(deps, sessao, params.id)),
    }),
});
