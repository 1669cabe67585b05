import { clonarEtapaSchema } from '@wf/shared/schemas/etapa';
import { criado, rotaAutenticada } from '../../../kernel/http/route';
import { clonarEtapa as clonar } from '../services/cloneEtapaService';

/** POST /api/etapas/clonar: 201 { Etapa }. */
export const clonarEtapa = rotaAutenticada({
  body: clonarEtapaSchema,
  handle: async (deps, { body, sessao }) => criado(await clonar(deps, sessao, body)),
});
