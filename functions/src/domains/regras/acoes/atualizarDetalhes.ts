import { atualizarPelaRegra } from '../../instancias/services/regraNoCardService';
import { autorDaRegra, textoPreenchido } from './regraComoAutor';
import { definirAcao } from './tipos';

/** The card's details (rich text, sanitised by the card service like a person's), variables filled. */
export const atualizarDetalhes = definirAcao({
  key: 'atualizarDetalhes',
  preparar(ctx, f) {
    return { detalhes: textoPreenchido(ctx, f.detalhes) };
  },
  async executar(ctx, p) {
    await atualizarPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, { detalhes: p.detalhes });
    return { detalhes: 'Detalhes do card atualizados' };
  },
});
