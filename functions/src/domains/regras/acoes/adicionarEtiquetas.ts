import { executarEtiquetas, prepararEtiquetas } from './etiquetas';
import { definirAcao } from './tipos';

export const adicionarEtiquetas = definirAcao({
  key: 'adicionarEtiquetas',
  preparar: (ctx, f) => prepararEtiquetas(ctx, f.addEtiquetasIds),
  executar: (ctx, p) => executarEtiquetas(ctx, p, 'incluir'),
});
