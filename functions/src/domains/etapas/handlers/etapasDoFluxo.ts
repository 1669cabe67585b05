import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarEtapas } from '../services/etapaService';

/** GET /api/etapas/etapas-fluxo/{idFluxo} */
export const etapasDoFluxo = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await listarEtapas(deps, sessao, params.idFluxo)),
});
