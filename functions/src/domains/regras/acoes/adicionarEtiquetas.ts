import { prepararEtiquetas } from './etiquetas';
import { definirPreparo } from './tipos';

export const adicionarEtiquetas = definirPreparo({
  key: 'adicionarEtiquetas',
  preparar: (ctx, f) => prepararEtiquetas(ctx, f.addEtiquetasIds),
});
