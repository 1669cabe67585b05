import { comentarioPelaRegra } from '../../cards/services/regraNosElementosService';
import { autorDaRegra, textoPreenchido } from './regraComoAutor';
import { definirAcao } from './tipos';

/**
 * A system comment (geradoPeloSistema 'S', by the rule's creator), its variables filled. Written
 * with the mark of the action's run: a redelivered event adds no second comment.
 */
export const adicionarComentario = definirAcao({
  key: 'adicionarComentario',
  preparar(ctx, f) {
    return { comentario: textoPreenchido(ctx, f.comment) };
  },
  async executar(ctx, p) {
    const id = await comentarioPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.comentario, ctx.idExecucaoAcao);
    return { detalhes: id ? `Comentário adicionado (${id})` : 'Comentário já adicionado' };
  },
});
