import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarAutorizacoes } from '../services/autorizacaoService';

/** GET /api/etapa-usuario/buscar-autorizacoes/{idEtapa}: { listaEmailsUsuarios }. */
export const buscarAutorizacoes = rotaAutenticada({
  params: ['idEtapa'],
  handle: async (deps, { params, sessao }) => ok(await listarAutorizacoes(deps, sessao, params.idEtapa)),
});
