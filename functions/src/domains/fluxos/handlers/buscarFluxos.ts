import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarFluxos } from '../services/fluxoService';

/** GET /api/fluxos/buscar: the flows the user owns or is authorised in, active and archived. */
export const buscarFluxos = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await listarFluxos(deps, sessao)),
});
