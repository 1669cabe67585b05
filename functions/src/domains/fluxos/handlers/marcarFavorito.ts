import { marcarFavoritoSchema, mensagensFluxo } from '@wf/shared/schemas/fluxo';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { alterarFavorito } from '../services/fluxoService';

/** POST /api/fluxos/marcar-favorito (per user). */
export const marcarFavorito = rotaAutenticada({
  body: marcarFavoritoSchema,
  handle: async (deps, { body, sessao }) => {
    await alterarFavorito(deps, sessao, body.FluxoFav.Fluxo.id, 'S');
    return ok({ mensagem: mensagensFluxo.favoritoMarcado });
  },
});
