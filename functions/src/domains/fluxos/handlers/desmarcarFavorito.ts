import { mensagensFluxo } from '@wf/shared/schemas/fluxo';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { alterarFavorito } from '../services/fluxoService';

/** PATCH /api/fluxos/desmarcar-favorito/{id} (per user). */
export const desmarcarFavorito = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => {
    await alterarFavorito(deps, sessao, params.id, 'N');
    return ok({ mensagem: mensagensFluxo.favoritoDesmarcado });
  },
});
