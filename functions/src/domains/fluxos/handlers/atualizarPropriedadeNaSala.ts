import { atualizarPropriedadeSocketSchema } from '@wf/shared/schemas/fluxo';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { anunciarPropriedadeNaSala, mensagensPropriedadeNaSala } from '../services/propriedadeNaSalaService';

/** POST /api/common/socket/atualizar-propriedade/{id}: nomeEntidade, nomePropriedade, valor, room. */
export const atualizarPropriedadeNaSala = rotaAutenticada({
  params: ['id'],
  body: atualizarPropriedadeSocketSchema,
  handle: async (deps, { body, params, sessao }) => {
    await anunciarPropriedadeNaSala(deps, sessao, params.id, body);
    return ok({ mensagem: mensagensPropriedadeNaSala.enviada });
  },
});
