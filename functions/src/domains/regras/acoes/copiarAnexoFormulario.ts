import { prepararAnexos } from './anexosFormulario';
import { definirPreparo } from './tipos';

/** The files of the form's attachment fields also become card attachments (they stay in the fields). */
export const copiarAnexoFormulario = definirPreparo({
  key: 'copiarAnexoFormulario',
  preparar: (ctx, f) => prepararAnexos(ctx, f.campos),
});
