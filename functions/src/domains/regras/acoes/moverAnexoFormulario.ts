import { executarAnexos, prepararAnexos } from './anexosFormulario';
import { definirAcao } from './tipos';

/** The files of the form's attachment fields leave the fields and stay as card attachments. */
export const moverAnexoFormulario = definirAcao({
  key: 'moverAnexoFormulario',
  preparar: (ctx, f) => prepararAnexos(ctx, f.campos),
  executar: (ctx, p) => executarAnexos(ctx, p, 'mover'),
});
