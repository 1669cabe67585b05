import { executarResponsaveis, prepararResponsaveis } from './responsaveis';
import { definirAcao } from './tipos';

export const removerResponsaveis = definirAcao({
  key: 'removerResponsaveis',
  preparar: (ctx, f) => prepararResponsaveis(ctx, f.removeResponsaveis, 'excluir'),
  executar: (ctx, p) => executarResponsaveis(ctx, p, 'excluir'),
});
