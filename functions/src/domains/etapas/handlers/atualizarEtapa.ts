import { atualizarEtapaSchema } from '@wf/shared/schemas/etapa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarEtapa as atualizar } from '../services/etapaService';

/** PUT /api/etapas/atualizar/{id}: { Etapa, listaEtapas, listaEtapasRel }. */
export const atualizarEtapa = rotaAutenticada({
  params: ['id'],
  body: atualizarEtapaSchema,
  handle: async (deps, { body, params, sessao }) => ok(await atualizar(deps, sessao, params.id, body)),
});
