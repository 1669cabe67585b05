import { atualizarOrdemEtapaSchema } from '@wf/shared/schemas/etapa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarOrdem as atualizar } from '../services/etapaService';

/** POST /api/etapas/atualizar-ordem: { listaEtapas } renumbered 1..n. */
export const atualizarOrdem = rotaAutenticada({
  body: atualizarOrdemEtapaSchema,
  handle: async (deps, { body, sessao }) => ok(await atualizar(deps, sessao, body)),
});
