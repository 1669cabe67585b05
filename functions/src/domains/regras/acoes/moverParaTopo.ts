import { carregarCardDaRegra, paraOTopoPelaRegra } from '../../instancias/services/regraNoCardService';
import { autorDaRegra } from './regraComoAutor';
import { definirAcao } from './tipos';

/** The card to the top of its stage (its order key only); already the first: nothing. */
export const moverParaTopo = definirAcao({
  key: 'moverParaTopo',
  async preparar(ctx) {
    const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    return { idEtapa: card.etapa.id, descricaoEtapa: card.etapa.descricao };
  },
  async executar(ctx, p) {
    const moveu = await paraOTopoPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    return { detalhes: moveu ? `Card movido para o topo da etapa "${p.descricaoEtapa}"` : 'O card já era o primeiro da etapa' };
  },
});
