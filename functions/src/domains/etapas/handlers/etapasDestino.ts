import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { etapasDestino as destinos } from '../services/vinculoService';

/** GET /api/etapa-rel/etapas-destino/{idEtapa}: { listaEtapas } a card of the stage may go to. */
export const etapasDestino = rotaAutenticada({
  params: ['idEtapa'],
  handle: async (deps, { params, sessao }) => ok(await destinos(deps, sessao, params.idEtapa)),
});
