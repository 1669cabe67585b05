import { textoPreenchido } from './regraComoAutor';
import { definirPreparo } from './tipos';

/** The card's details (rich text, sanitised by the card service like a person's), variables filled. */
export const atualizarDetalhes = definirPreparo({
  key: 'atualizarDetalhes',
  preparar(ctx, f) {
    return { detalhes: textoPreenchido(ctx, f.detalhes, { html: true }) };
  },
});
