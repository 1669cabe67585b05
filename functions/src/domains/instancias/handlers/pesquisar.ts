import { pesquisarInstanciasQuery } from '@wf/shared/schemas/pesquisa';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { pesquisarInstancias } from '../services/pesquisaService';

/** GET /api/instancias/pesquisar: { listaInstancias, maisResultados } (the header search). */
export const pesquisar = rotaAutenticada({
  query: pesquisarInstanciasQuery,
  handle: async (deps, { query, sessao }) => ok(await pesquisarInstancias(deps, sessao, query)),
});
