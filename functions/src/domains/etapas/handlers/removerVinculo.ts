import { mensagensEtapa } from '@wf/shared/schemas/etapa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { removerVinculo as remover } from '../services/vinculoService';

/** DELETE /api/etapa-rel/remover-vinculo/{id} */
export const removerVinculo = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => {
    await remover(deps, sessao, params.id);
    return ok({ mensagem: mensagensEtapa.vinculoRemovido });
  },
});
