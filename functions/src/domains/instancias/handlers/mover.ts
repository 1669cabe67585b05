import { moverInstanciaSchema } from '@wf/shared/schemas/instancia';
import { aceito, ok, rotaAutenticada } from '../../../kernel/http/route';
import { iniciarMoverEtapa } from '../services/jobMoverEtapaService';
import { moverInstancia } from '../services/movimentacaoService';
import { respostasInstancia } from './respostas';

/**
 * PATCH /api/instancias/mover: one card (200), or every card of a stage as a bulk job (202 with
 * the job: GET /api/instancias/jobs/{id}); 422 'Erros ao movimentar cards'.
 */
export const mover = rotaAutenticada({
  body: moverInstanciaSchema,
  handle: async (deps, { body, sessao }) =>
    'idInstancia' in body
      ? ok(respostasInstancia.cardReposicionado(await moverInstancia(deps, sessao, body)))
      : aceito(respostasInstancia.movimentacaoIniciada(await iniciarMoverEtapa(deps, sessao, body))),
});
