import { LIMITES_FLUXO } from '@wf/shared/constants/fluxos';
import { paginaQuery } from '@wf/shared/schemas/fluxo';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarAtividadesDoFluxo } from '../services/atividadesService';

/** GET /api/fluxos/atividades/{idFluxo}?offset&count=50&cursor */
export const buscarAtividades = rotaAutenticada({
  params: ['idFluxo'],
  query: paginaQuery(LIMITES_FLUXO.atividadesPorPagina),
  handle: async (deps, { params, query, sessao }) =>
    ok(await listarAtividadesDoFluxo(deps, sessao, params.idFluxo, query)),
});
