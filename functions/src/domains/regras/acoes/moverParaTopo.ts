import { carregarCardDaRegra } from '../../instancias';
import { autorDaRegra } from './regraComoAutor';
import { definirPreparo } from './tipos';

/** The card to the top of its stage (its order key only); already the first: nothing. */
export const moverParaTopo = definirPreparo({
  key: 'moverParaTopo',
  async preparar(ctx) {
    const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    return { idEtapa: card.etapa.id, descricaoEtapa: card.etapa.descricao };
  },
});
