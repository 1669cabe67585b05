import { httpLambda } from '../../app/http/httpLambda';
import { atualizarEtiqueta } from './handlers/atualizarEtiqueta';
import { buscarEtiquetas } from './handlers/buscarEtiquetas';
import { excluirEtiqueta } from './handlers/excluirEtiqueta';
import { inserirEtiqueta } from './handlers/inserirEtiqueta';

export const handler = httpLambda('etiquetas', {
  'GET /api/etiquetas/buscar/{idFluxo}': buscarEtiquetas,
  'POST /api/etiquetas/inserir': inserirEtiqueta,
  'PUT /api/etiquetas/atualizar': atualizarEtiqueta,
  'POST /api/etiquetas/excluir': excluirEtiqueta,
});
