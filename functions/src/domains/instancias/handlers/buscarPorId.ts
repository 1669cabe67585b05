import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { buscarInstanciaPorId } from '../services/instanciaService';

/** GET /api/instancias/buscar-por-id/{id}: { Instancia }. */
export const buscarPorId = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await buscarInstanciaPorId(deps, sessao, params.id)),
});
