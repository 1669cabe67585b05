import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { permissoesDoUsuario } from '../services/etapaService';

/** GET /api/etapas/permissoes-usuario/{id}: the session user's flags on the stage. */
export const permissoesUsuario = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await permissoesDoUsuario(deps, sessao, params.id)),
});
