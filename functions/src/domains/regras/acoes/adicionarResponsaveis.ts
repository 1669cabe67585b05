import { executarResponsaveis, prepararResponsaveis } from './responsaveis';
import { definirAcao } from './tipos';

export const adicionarResponsaveis = definirAcao({
  key: 'adicionarResponsaveis',
  preparar: (ctx, f) => prepararResponsaveis(ctx, f.addResponsaveis, 'incluir'),
  executar: (ctx, p) => executarResponsaveis(ctx, p, 'incluir'),
});
