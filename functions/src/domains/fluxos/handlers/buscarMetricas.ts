import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { metricasDoFluxo } from '../services/metricasService';

/** GET /api/fluxos/metricas/{idFluxo}: the Métricas tab (totals, averages, charts of the last 30 days). */
export const buscarMetricas = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await metricasDoFluxo(deps, sessao, params.idFluxo)),
});
