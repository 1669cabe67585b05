import { idInstanciaQuery, inserirComentarioSchema, paginaComentariosQuery } from '@wf/shared/schemas/instancia';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirComentario, inserirComentario, listarComentarios } from '../services/comentarioService';
import { respostasCard } from './respostas';

/** GET /api/instancia/comentarios/buscar-por-instancia/{id}?cursor&count=20: { listaComentarios, proximoCursor }. */
export const buscarComentarios = rotaAutenticada({
  params: ['id'],
  query: paginaComentariosQuery,
  handle: async (deps, { params, query, sessao }) => ok(await listarComentarios(deps, sessao, params.id, query)),
});

/** POST /api/instancia/comentarios/inserir: 201 { mensagem, Comentario }. */
export const inserirComentarioCard = rotaAutenticada({
  body: inserirComentarioSchema,
  handle: async (deps, { body, sessao }) =>
    criado(respostasCard.comentarioIncluido(await inserirComentario(deps, sessao, body))),
});

/** DELETE /api/instancia/comentarios/excluir/{id}?idInstancia=: { mensagem }. */
export const excluirComentarioCard = rotaAutenticada({
  params: ['id'],
  query: idInstanciaQuery,
  handle: async (deps, { params, query, sessao }) => {
    await excluirComentario(deps, sessao, query.idInstancia, params.id);
    return ok(respostasCard.comentarioExcluido());
  },
});
