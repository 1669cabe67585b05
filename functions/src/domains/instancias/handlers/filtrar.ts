import { filtrarInstanciasQuery } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { filtrarInstancias } from '../services/consultaInstanciaService';

/** GET /api/instancias/filtrar: { listaInstancias, proximoCursor }. */
export const filtrar = rotaAutenticada({
  query: filtrarInstanciasQuery,
  handle: async (deps, { query, sessao }) => ok(await filtrarInstancias(deps, sessao, query)),
});
