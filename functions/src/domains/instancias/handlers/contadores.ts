import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { contadoresDoFluxo } from '../services/instanciaService';

/** GET /api/instancias/contadores/{idFluxo}: { listaContadores }. */
export const contadores = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await contadoresDoFluxo(deps, sessao, params.idFluxo)),
});
