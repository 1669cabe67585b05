import { atualizarPropriedadeSchema, mensagensFluxo } from '@wf/shared/schemas/fluxo';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarPropriedade as atualizar } from '../services/fluxoService';

/** POST /api/common/atualizar-propriedade/{id}: Fluxo.arquivado or Fluxo.descricao (owner only). */
export const atualizarPropriedade = rotaAutenticada({
  params: ['id'],
  body: atualizarPropriedadeSchema,
  handle: async (deps, { body, params, sessao }) => {
    await atualizar(deps, sessao, params.id, body);
    return ok({ mensagem: mensagensFluxo.propriedadeAtualizada });
  },
});
