import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { buscarJobDoUsuario } from '../services/jobService';

/** GET /api/instancias/jobs/{id}: { Job } to its author or the flow's owner; 404 to anyone else. */
export const buscarJob = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await buscarJobDoUsuario(deps, sessao, params.id)),
});
