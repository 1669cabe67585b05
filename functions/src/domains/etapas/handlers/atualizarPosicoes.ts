import { atualizarPosicoesSchema, mensagensEtapa } from '@wf/shared/schemas/etapa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarPosicoes as atualizar } from '../services/etapaService';

/** PATCH /api/etapas/atualizar-posicoes: node positions after a drag on the diagram. */
export const atualizarPosicoes = rotaAutenticada({
  body: atualizarPosicoesSchema,
  handle: async (deps, { body, sessao }) => {
    await atualizar(deps, sessao, body);
    return ok({ mensagem: mensagensEtapa.posicoesAtualizadas });
  },
});
