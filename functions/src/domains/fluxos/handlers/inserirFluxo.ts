import { inserirFluxoSchema } from '@wf/shared/schemas/fluxo';
import { criado, rotaAutenticada } from '../../../kernel/http/route';
import { criarFluxo } from '../services/fluxoService';

/** POST /api/fluxos/inserir: 201 { Fluxo }. */
export const inserirFluxo = rotaAutenticada({
  body: inserirFluxoSchema,
  handle: async (deps, { body, sessao }) => criado(await criarFluxo(deps, sessao, body.Fluxo)),
});
