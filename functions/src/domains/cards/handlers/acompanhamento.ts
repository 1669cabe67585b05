import { acompanhamentoSchema } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { seguirCard } from '../services/acompanhamentoService';
import { respostasCard } from './respostas';

/** POST /api/instancia/acompanhamento/inserir: the session user follows the card. */
export const seguir = rotaAutenticada({
  body: acompanhamentoSchema,
  handle: async (deps, { body, sessao }) => {
    await seguirCard(deps, sessao, body.idInstancia, true);
    return ok(respostasCard.acompanhamento(true));
  },
});

/** DELETE /api/instancia/acompanhamento/excluir/{idInstancia}: the session user stops following. */
export const deixarDeSeguir = rotaAutenticada({
  params: ['idInstancia'],
  handle: async (deps, { params, sessao }) => {
    await seguirCard(deps, sessao, params.idInstancia, false);
    return ok(respostasCard.acompanhamento(false));
  },
});
