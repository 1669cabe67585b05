import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { conexoesDeOrigem } from '../services/vinculoService';

/** GET /api/etapas/conexoes-origem/{id}: { listaEtapasRel, edges } of the links leaving the stage. */
export const conexoesOrigem = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await conexoesDeOrigem(deps, sessao, params.id)),
});
