import { atualizarInstanciaSchema } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarInstancia } from '../services/instanciaService';
import { respostasInstancia } from './respostas';

/** PUT /api/instancias/atualizar/{id}: { mensagem, Instancia }. */
export const atualizar = rotaAutenticada({
  params: ['id'],
  body: atualizarInstanciaSchema,
  handle: async (deps, { body, params, sessao }) =>
    ok(respostasInstancia.cardAtualizado(await atualizarInstancia(deps, sessao, params.id, body))),
});
