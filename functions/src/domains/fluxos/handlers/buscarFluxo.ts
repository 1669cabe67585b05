import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { buscarFluxo as buscar } from '../services/fluxoService';

/** GET /api/fluxos/buscar/{id} */
export const buscarFluxo = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await buscar(deps, sessao, params.id)),
});
