import { mensagensEtapa } from '@wf/shared/schemas/etapa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirEtapa as excluir } from '../services/etapaService';

/** DELETE /api/etapas/excluir/{id} */
export const excluirEtapa = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => {
    await excluir(deps, sessao, params.id);
    return ok({ mensagem: mensagensEtapa.excluida });
  },
});
