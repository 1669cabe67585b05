import { ordenarNaEtapaSchema } from '@wf/shared/schemas/instancia';
import { aceito, rotaAutenticada } from '../../../kernel/http/route';
import { iniciarOrdenarEtapa } from '../services/jobOrdenarEtapaService';
import { respostasInstancia } from './respostas';

/** PATCH /api/instancias/ordenar-na-etapa: 202 with the sort's job (GET /api/instancias/jobs/{id}). */
export const ordenarNaEtapa = rotaAutenticada({
  body: ordenarNaEtapaSchema,
  handle: async (deps, { body, sessao }) =>
    aceito(respostasInstancia.ordenacaoIniciada(await iniciarOrdenarEtapa(deps, sessao, body))),
});
