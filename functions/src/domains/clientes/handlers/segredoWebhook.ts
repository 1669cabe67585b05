import { ok, rotaAutenticada } from '../../../app/http/route';
import { obterSegredoWebhook, rotacionarSegredoWebhook } from '../services/segredoWebhookService';

/** GET /api/cliente/segredo-webhook: the secret that signs the tenant's webhooks (profile 2). */
export const buscarSegredoWebhook = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await obterSegredoWebhook(deps, sessao)),
});

/** POST /api/cliente/segredo-webhook/rotacionar: a new secret (profile 2). */
export const trocarSegredoWebhook = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await rotacionarSegredoWebhook(deps, sessao)),
});
