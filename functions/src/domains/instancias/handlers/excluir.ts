import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirInstancia } from '../services/instanciaService';
import { respostasInstancia } from './respostas';

/** DELETE /api/instancias/excluir/{id}: { mensagem } (author only). */
export const excluir = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => {
    await excluirInstancia(deps, sessao, params.id);
    return ok(respostasInstancia.cardExcluido());
  },
});
