import { inserirEtapaSchema } from '@wf/shared/schemas/etapa';
import { criado, rotaAutenticada } from '../../../kernel/http/route';
import { inserirEtapa as inserir } from '../services/etapaService';

/** POST /api/etapas/inserir: 201 { Etapa, listaEtapas }. */
export const inserirEtapa = rotaAutenticada({
  body: inserirEtapaSchema,
  handle: async (deps, { body, sessao }) => criado(await inserir(deps, sessao, body)),
});
