import { copiarFluxoSchema, mensagensFluxo } from '@wf/shared/schemas/fluxo';
import { criado, rotaAutenticada } from '../../../kernel/http/route';
import { copiarFluxo as copiar } from '../services/copiaFluxoService';

/** POST /api/fluxos/copiar (owner only): 201 { mensagem, Fluxo }. */
export const copiarFluxo = rotaAutenticada({
  body: copiarFluxoSchema,
  handle: async (deps, { body, sessao }) =>
    criado({ mensagem: mensagensFluxo.copiado, Fluxo: await copiar(deps, sessao, body) }),
});
