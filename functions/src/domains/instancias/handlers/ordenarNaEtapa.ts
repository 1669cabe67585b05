import { ordenarNaEtapaSchema } from '@wf/shared/schemas/instancia';
import { aceito, rotaAutenticada } from '../../../kernel/http/route';
import { iniciarOrdenarEtapa } from '../services/jobOrdenarEtapaService';

/** PATCH /api/instancias/ordenar-na-etapa: 202 with the sort's job (GET /api/instancias/jobs/{id}). */
export const ordenarNaEtapa = rotaAutenticada({
  body: ordenarNaEtapaSchema,
  handle: async (deps, { body, sessao }) => aceito(await iniciarOrdenarEtapa(deps, sessao, body)),
});
