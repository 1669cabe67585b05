import { excluirFluxoQuery, mensagensFluxo } from '@wf/shared/schemas/fluxo';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirFluxo as excluir } from '../services/exclusaoFluxoService';

/** DELETE /api/fluxos/excluir/{id}?confirmacao=CONFIRMAR (owner only). */
export const excluirFluxo = rotaAutenticada({
  params: ['id'],
  query: excluirFluxoQuery,
  handle: async (deps, { params, query, sessao }) => {
    await excluir(deps, sessao, params.id, query.confirmacao);
    return ok({ mensagem: mensagensFluxo.excluido });
  },
});
