import { executarAnexos, prepararAnexos } from './anexosFormulario';
import { definirAcao } from './tipos';

/** The files of the form's attachment fields also become card attachments (they stay in the fields). */
export const copiarAnexoFormulario = definirAcao({
  key: 'copiarAnexoFormulario',
  preparar: (ctx, f) => prepararAnexos(ctx, f.campos),
  executar: (ctx, p) => executarAnexos(ctx, p, 'copiar'),
});
