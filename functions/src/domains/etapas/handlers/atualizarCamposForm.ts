import { atualizarCamposFormSchema } from '@wf/shared/schemas/formularioEtapa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarCamposFormulario } from '../services/etapaService';

/** POST /api/etapas/atualizar-campos-form/{idEtapa}: { Etapa } with its new form. */
export const atualizarCamposForm = rotaAutenticada({
  params: ['idEtapa'],
  body: atualizarCamposFormSchema,
  handle: async (deps, { body, params, sessao }) =>
    ok(await atualizarCamposFormulario(deps, sessao, params.idEtapa, body.listaCamposFormulario)),
});
