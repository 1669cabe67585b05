import { executarOutroFluxo, prepararOutroFluxo } from './entreFluxos';
import { definirAcao } from './tipos';

/** A copy of the card in a stage of another flow; its id comes from the action's run (copied once). */
export const copiarCardOutroFluxo = definirAcao({
  key: 'copiarCardOutroFluxo',
  preparar: prepararOutroFluxo,
  async executar(ctx, p) {
    const copiou = await executarOutroFluxo(ctx, p, 'C');
    return { detalhes: copiou ? `Card copiado para a etapa "${p.descricaoEtapa}" de outro fluxo (${p.idCopia})` : `Cópia já feita (${p.idCopia})` };
  },
});
