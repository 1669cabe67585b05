import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarEtiquetas } from '../services/etiquetaService';

/** GET /api/etiquetas/buscar/{idFluxo}: { listaEtiquetas } in name order. */
export const buscarEtiquetas = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await listarEtiquetas(deps, sessao, params.idFluxo)),
});
