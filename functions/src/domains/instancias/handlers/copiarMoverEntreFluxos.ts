import { copiarMoverEntreFluxosSchema } from '@wf/shared/schemas/instancia';
import { aceito, ok, rotaAutenticada } from '../../../kernel/http/route';
import { copiarMoverEntreFluxos as copiarMover } from '../services/entreFluxosService';
import { iniciarEntreFluxos } from '../services/jobEntreFluxosService';
import { respostasInstancia } from './respostas';

/**
 * POST /api/instancias/copiar-mover-entre-fluxos: one card (200, { mensagem }), or every card of
 * a stage as a bulk job (202 with the job: GET /api/instancias/jobs/{id}).
 */
export const copiarMoverEntreFluxos = rotaAutenticada({
  body: copiarMoverEntreFluxosSchema,
  handle: async (deps, { body, sessao }) => {
    if (!body.idInstancia)
      return aceito(
        respostasInstancia.entreFluxosIniciado(
          body.tipoOperacao,
          await iniciarEntreFluxos(deps, sessao, { ...body, idEtapaOrigem: body.idEtapaOrigem ?? '' }),
        ),
      );
    await copiarMover(deps, sessao, { ...body, idInstancia: body.idInstancia });
    return ok(respostasInstancia.entreFluxos(body.tipoOperacao));
  },
});
