import { atualizarChecklistsSchema, idInstanciaQuery, inserirChecklistSchema } from '@wf/shared/schemas/instancia';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import {
  atualizarChecklists,
  excluirChecklist,
  inserirChecklist,
  listarChecklists,
} from '../services/checklistService';
import { respostasCard } from './respostas';

/** GET /api/instancia/checklists/buscar-por-instancia/{id}: { listaChecklists }. */
export const buscarChecklists = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await listarChecklists(deps, sessao, params.id)),
});

/** POST /api/instancia/checklists/inserir: 201 { mensagem, Checklist }. */
export const inserirChecklistCard = rotaAutenticada({
  body: inserirChecklistSchema,
  handle: async (deps, { body, sessao }) =>
    criado(respostasCard.checklistIncluido(await inserirChecklist(deps, sessao, body))),
});

/** PUT /api/instancia/checklists/atualizar?idInstancia=: [{ id, jsonChecklist }] -> { mensagem, listaChecklists }. */
export const atualizarChecklistsCard = rotaAutenticada({
  body: atualizarChecklistsSchema,
  query: idInstanciaQuery,
  handle: async (deps, { body, query, sessao }) =>
    ok(respostasCard.checklistsAtualizados(await atualizarChecklists(deps, sessao, query.idInstancia, body))),
});

/** DELETE /api/instancia/checklists/excluir/{id}?idInstancia=: { mensagem }. */
export const excluirChecklistCard = rotaAutenticada({
  params: ['id'],
  query: idInstanciaQuery,
  handle: async (deps, { params, query, sessao }) => {
    await excluirChecklist(deps, sessao, query.idInstancia, params.id);
    return ok(respostasCard.checklistExcluido());
  },
});
