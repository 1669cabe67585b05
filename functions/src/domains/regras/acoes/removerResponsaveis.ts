import { prepararResponsaveis } from './responsaveis';
import { definirPreparo } from './tipos';

export const removerResponsaveis = definirPreparo({
  key: 'removerResponsaveis',
  preparar: (ctx, f) => prepararResponsaveis(ctx, f.removeResponsaveis, 'excluir'),
});
