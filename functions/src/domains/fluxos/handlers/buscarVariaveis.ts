import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarVariaveis } from '../services/fluxoService';

/** GET /api/fluxos/variaveis/{idFluxo}/{keyCampo} ('todos' for every type). */
export const buscarVariaveis = rotaAutenticada({
  params: ['idFluxo', 'keyCampo'],
  handle: async (deps, { params, sessao }) => ok(await listarVariaveis(deps, sessao, params.idFluxo, params.keyCampo)),
});
