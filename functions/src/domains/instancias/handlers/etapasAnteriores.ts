import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { formulariosEtapasAnteriores } from '../services/etapasAnterioresService';

/** GET /api/instancia/formulario/etapas-anteriores/{id}: { listaEtapasAnteriores } (oldest first). */
export const etapasAnteriores = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await formulariosEtapasAnteriores(deps, sessao, params.id)),
});
