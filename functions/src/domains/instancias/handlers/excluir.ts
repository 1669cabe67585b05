import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirInstancia } from '../services/instanciaService';

/** DELETE /api/instancias/excluir/{id}: { mensagem } (author only). */
export const excluir = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await excluirInstancia(deps, sessao, params.id)),
});
