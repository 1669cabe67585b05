import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { buscarDadosExecucao as buscar } from '../services/dadosExecucaoService';

/** GET /api/instancias/buscar-json-execucao/{id}: { jsonDadosExecucao } (form values and generated id). */
export const buscarDadosExecucao = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await buscar(deps, sessao, params.id)),
});
