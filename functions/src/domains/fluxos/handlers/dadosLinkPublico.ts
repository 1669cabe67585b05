import { ok, rotaPublica } from '../../../kernel/http/route';
import { buscarDadosLinkPublico } from '../services/linkPublicoService';

/** GET /api/fluxos/dados-link-publico/{customer}/{hash} (public): the public form's flow and initial stage. */
export const dadosLinkPublico = rotaPublica({
  params: ['customer', 'hash'],
  handle: async (deps, { params }) => ok(await buscarDadosLinkPublico(deps, params.customer, params.hash)),
});
