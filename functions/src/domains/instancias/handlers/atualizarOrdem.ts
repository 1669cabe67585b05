import { atualizarOrdemInstanciaSchema } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarOrdem as atualizar } from '../services/movimentacaoService';
import { respostasInstancia } from './respostas';

/** PUT /api/instancias/atualizar-ordem: { mensagem, Instancia }. */
export const atualizarOrdem = rotaAutenticada({
  body: atualizarOrdemInstanciaSchema,
  handle: async (deps, { body, sessao }) =>
    ok(respostasInstancia.cardReposicionado(await atualizar(deps, sessao, body))),
});
