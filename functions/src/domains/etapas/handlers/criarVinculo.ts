import { criarVinculoSchema } from '@wf/shared/schemas/etapa';
import { criado, rotaAutenticada } from '../../../kernel/http/route';
import { criarVinculo as criar } from '../services/vinculoService';

/** POST /api/etapa-rel/criar-vinculo: 201 { EtapaRel, edge }. */
export const criarVinculo = rotaAutenticada({
  body: criarVinculoSchema,
  handle: async (deps, { body, sessao }) => criado(await criar(deps, sessao, body)),
});
