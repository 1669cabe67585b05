import { copiarMoverEntreFluxosSchema } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../app/http/route';
import { copiarMoverEntreFluxos as copiarMover } from '../services/entreFluxosService';

/** POST /api/instancias/copiar-mover-entre-fluxos: { mensagem }. */
export const copiarMoverEntreFluxos = rotaAutenticada({
  body: copiarMoverEntreFluxosSchema,
  handle: async (deps, { body, sessao }) => ok(await copiarMover(deps, sessao, body)),
});
