import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { buscarEtapa as buscar } from '../services/etapaService';

/** GET /api/etapas/buscar/{id} */
export const buscarEtapa = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await buscar(deps, sessao, params.id)),
});
