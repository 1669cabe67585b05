import { executarOutroFluxo, prepararOutroFluxo } from './entreFluxos';
import { definirAcao } from './tipos';

/** The card to a stage of another flow (same id; its history and labels stay behind). Already in that flow: nothing. */
export const moverCardOutroFluxo = definirAcao({
  key: 'moverCardOutroFluxo',
  preparar: prepararOutroFluxo,
  async executar(ctx, p) {
    const moveu = await executarOutroFluxo(ctx, p, 'M');
    return { detalhes: moveu ? `Card movido para a etapa "${p.descricaoEtapa}" de outro fluxo` : 'O card já estava no fluxo destino' };
  },
});
