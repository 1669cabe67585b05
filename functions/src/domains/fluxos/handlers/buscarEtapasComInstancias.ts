import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { buscarFluxoComEtapas } from '../services/fluxoService';

/** GET /api/fluxos/buscar/etapas-com-instancias/{idFluxo}: the flow screen in one call. */
export const buscarEtapasComInstancias = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await buscarFluxoComEtapas(deps, sessao, params.idFluxo)),
});
