import { textoPreenchido } from './regraComoAutor';
import { definirPreparo } from './tipos';

/**
 * A system comment (geradoPeloSistema 'S', by the rule's creator), its variables filled. Written
 * with the mark of the action's run: a redelivered event adds no second comment.
 */
export const adicionarComentario = definirPreparo({
  key: 'adicionarComentario',
  preparar(ctx, f) {
    return { comentario: textoPreenchido(ctx, f.comment, { html: true }) };
  },
});
