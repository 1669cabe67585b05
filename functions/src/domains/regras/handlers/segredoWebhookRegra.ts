import { rotacionarSegredoWebhookRegraSchema } from '@wf/shared/schemas/segredoWebhookRegra';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { obterSegredoWebhookRegra, rotacionarSegredoWebhookRegra } from '../services/segredoWebhookRegraService';

/** GET /api/fluxo/regras/segredo-webhook/{id}: { segredo } (whoever may save the rule). */
export const buscarSegredoWebhookRegra = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await obterSegredoWebhookRegra(deps, sessao, params.id)),
});

/** POST /api/fluxo/regras/segredo-webhook/rotacionar: { segredo, anteriorValidoAte }. */
export const rotacionarSegredoWebhookRegraRota = rotaAutenticada({
  body: rotacionarSegredoWebhookRegraSchema,
  handle: async (deps, { body, sessao }) => ok(await rotacionarSegredoWebhookRegra(deps, sessao, body.idRegra)),
});
