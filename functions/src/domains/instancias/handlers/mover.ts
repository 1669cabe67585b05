import { moverInstanciaSchema } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../app/http/route';
import { moverInstancia } from '../services/movimentacaoService';

/** PATCH /api/instancias/mover: one card, or every card of a stage; 422 'Erros ao movimentar cards'. */
export const mover = rotaAutenticada({
  body: moverInstanciaSchema,
  handle: async (deps, { body, sessao }) => ok(await moverInstancia(deps, sessao, body)),
});
