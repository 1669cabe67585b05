import { textoPreenchido } from './regraComoAutor';
import { definirPreparo } from './tipos';

/** The card's title, its variables filled (at most 300 characters, as a person's title). */
export const atualizarDescricao = definirPreparo({
  key: 'atualizarDescricao',
  preparar(ctx, f) {
    return { descricao: textoPreenchido(ctx, f.descricao).slice(0, 300) };
  },
});
