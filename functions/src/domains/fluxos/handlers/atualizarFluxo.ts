import { atualizarFluxoSchema, mensagensFluxo } from '@wf/shared/schemas/fluxo';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarFluxo as atualizar } from '../services/fluxoService';

/** PUT /api/fluxos/atualizar (owner only): { mensagem, Fluxo }. */
export const atualizarFluxo = rotaAutenticada({
  body: atualizarFluxoSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: mensagensFluxo.atualizado, Fluxo: await atualizar(deps, sessao, body) }),
});
