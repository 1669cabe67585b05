import { tourStepSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { registrarTourStep } from '../services/tourService';

/** PUT /api/usuario/tourStep: where the person is in the home's first-use tour. */
export const atualizarTourStep = rotaAutenticada({
  body: tourStepSchema,
  handle: async (deps, { body, sessao }) => ok({ tourStep: await registrarTourStep(deps, sessao, body) }),
});
