import { atualizarPelaRegra } from '../../instancias/services/regraNoCardService';
import { autorDaRegra, textoPreenchido } from './regraComoAutor';
import { definirAcao } from './tipos';

/** The card's title, its variables filled (at most 300 characters, as a person's title). */
export const atualizarDescricao = definirAcao({
  key: 'atualizarDescricao',
  preparar(ctx, f) {
    return { descricao: textoPreenchido(ctx, f.descricao).slice(0, 300) };
  },
  async executar(ctx, p) {
    await atualizarPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, { descricao: p.descricao });
    return { detalhes: `Título alterado para "${p.descricao}"` };
  },
});
