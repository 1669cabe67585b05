import { atualizarVinculoSchema } from '@wf/shared/schemas/etapa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarVinculo as atualizar } from '../services/vinculoService';

/** PUT /api/etapa-rel/atualizar-vinculo: { EtapaRel, edge } with the new handle sides. */
export const atualizarVinculo = rotaAutenticada({
  body: atualizarVinculoSchema,
  handle: async (deps, { body, sessao }) => ok(await atualizar(deps, sessao, body)),
});
