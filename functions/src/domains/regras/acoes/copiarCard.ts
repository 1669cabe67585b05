import { carregarCardDaRegra } from '../../instancias';
import { autorDaRegra, erroAcao, idDerivado, mensagensAcao } from './regraComoAutor';
import { definirPreparo } from './tipos';

/**
 * A copy of the card (title, details, due date, form values; no labels, no generated id) at the
 * bottom of a stage of its flow. The copy's id comes from the action's run: a redelivered event
 * finds it and copies nothing.
 */
export const copiarCard = definirPreparo({
  key: 'copiarCard',
  async preparar(ctx, f) {
    const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    const destino = card.etapas.find((e) => e.id === f.idEtapaMoveCard);
    if (!destino) throw erroAcao(mensagensAcao.etapaDeOutroFluxo);
    return { idEtapa: destino.id, descricaoEtapa: destino.descricao, idCopia: idDerivado(ctx, 'copia') };
  },
});
