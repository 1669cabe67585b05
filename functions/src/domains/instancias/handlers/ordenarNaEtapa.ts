import { ordenarNaEtapaSchema } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../app/http/route';
import { ordenarNaEtapa as ordenar } from '../services/movimentacaoService';

/** PATCH /api/instancias/ordenar-na-etapa: { mensagem }. */
export const ordenarNaEtapa = rotaAutenticada({
  body: ordenarNaEtapaSchema,
  handle: async (deps, { body, sessao }) => ok(await ordenar(deps, sessao, body)),
});
