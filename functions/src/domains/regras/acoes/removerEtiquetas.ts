import { prepararEtiquetas } from './etiquetas';
import { definirPreparo } from './tipos';

export const removerEtiquetas = definirPreparo({
  key: 'removerEtiquetas',
  preparar: (ctx, f) => prepararEtiquetas(ctx, f.removerEtiquetasIds),
});
