import { prepararAnexos } from './anexosFormulario';
import { definirPreparo } from './tipos';

/** The files of the form's attachment fields leave the fields and stay as card attachments. */
export const moverAnexoFormulario = definirPreparo({
  key: 'moverAnexoFormulario',
  preparar: (ctx, f) => prepararAnexos(ctx, f.campos),
});
