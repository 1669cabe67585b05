import { carregarCardDaRegra, conferirDestino } from '../../instancias';
import { autorDaRegra, erroAcao, mensagensAcao } from './regraComoAutor';
import { definirPreparo } from './tipos';

/**
 * The card to a stage of its flow, through a link of its current stage and only with its form
 * complete (the move's own 422 otherwise), exactly as a person's move. Already there: nothing.
 */
export const moverCard = definirPreparo({
  key: 'moverCard',
  async preparar(ctx, f) {
    const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    const destino = card.etapas.find((e) => e.id === f.idEtapaMoveCard);
    if (!destino) throw erroAcao(mensagensAcao.etapaDeOutroFluxo);
    if (destino.id !== card.etapa.id) conferirDestino(card, card.etapa, destino.id);
    return { idEtapa: destino.id, descricaoEtapa: destino.descricao };
  },
});
