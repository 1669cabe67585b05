import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { historicoDaInstancia } from '../services/instanciaService';

/** GET /api/instancia/historico/buscar-por-instancia/{id}: { listaHistorico } (oldest first). */
export const buscarHistorico = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await historicoDaInstancia(deps, sessao, params.id)),
});
