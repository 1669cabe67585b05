import { acompanhamentoSchema } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { seguirCard } from '../services/acompanhamentoService';

/** POST /api/instancia/acompanhamento/inserir: the session user follows the card. */
export const seguir = rotaAutenticada({
  body: acompanhamentoSchema,
  handle: async (deps, { body, sessao }) => ok(await seguirCard(deps, sessao, body.idInstancia, true)),
});

/** DELETE /api/instancia/acompanhamento/excluir/{idInstancia}: the session user stops following. */
export const deixarDeSeguir = rotaAutenticada({
  params: ['idInstancia'],
  handle: async (deps, { params, sessao }) => ok(await seguirCard(deps, sessao, params.idInstancia, false)),
});
