import { executarEtiquetas, prepararEtiquetas } from './etiquetas';
import { definirAcao } from './tipos';

export const removerEtiquetas = definirAcao({
  key: 'removerEtiquetas',
  preparar: (ctx, f) => prepararEtiquetas(ctx, f.removerEtiquetasIds),
  executar: (ctx, p) => executarEtiquetas(ctx, p, 'excluir'),
});
