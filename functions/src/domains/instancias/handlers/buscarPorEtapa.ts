import { paginaCardsQuery } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { paginaDaEtapaDoBoard } from '../services/consultaInstanciaService';

/** GET /api/instancias/buscar-por-etapa/{idEtapa}?max&cursor: PaginaCards. */
export const buscarPorEtapa = rotaAutenticada({
  params: ['idEtapa'],
  query: paginaCardsQuery,
  handle: async (deps, { params, query, sessao }) =>
    ok(await paginaDaEtapaDoBoard(deps, sessao, params.idEtapa, query)),
});
