import { excluirAutorizacaoQuery } from '@wf/shared/schemas/autorizacao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirAutorizacao as excluir } from '../services/autorizacaoService';
import { respostasEtapa } from './respostas';

/** DELETE /api/etapa-usuario/excluir-autorizacao/{id}?idEtapa= */
export const excluirAutorizacao = rotaAutenticada({
  params: ['id'],
  query: excluirAutorizacaoQuery,
  handle: async (deps, { params, query, sessao }) => {
    await excluir(deps, sessao, params.id, query.idEtapa);
    return ok(respostasEtapa.autorizacaoExcluida());
  },
});
