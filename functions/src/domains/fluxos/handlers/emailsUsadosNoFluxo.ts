import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarUsuariosDoFluxo } from '../services/fluxoService';

/** GET /api/fluxos/emails-usados-no-fluxo/{idFluxo}: owner and authorised people who are users. */
export const emailsUsadosNoFluxo = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await listarUsuariosDoFluxo(deps, sessao, params.idFluxo)),
});
