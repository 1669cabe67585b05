import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { proximaSequencia as proxima } from '../services/instanciaService';

/** GET /api/instancias/next-sequence-card/{idFluxo}: { sequencia } (not consumed). */
export const proximaSequencia = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await proxima(deps, sessao, params.idFluxo)),
});
