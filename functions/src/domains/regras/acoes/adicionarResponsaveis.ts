import { prepararResponsaveis } from './responsaveis';
import { definirPreparo } from './tipos';

export const adicionarResponsaveis = definirPreparo({
  key: 'adicionarResponsaveis',
  preparar: (ctx, f) => prepararResponsaveis(ctx, f.addResponsaveis, 'incluir'),
});
