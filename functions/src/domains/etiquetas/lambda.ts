import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { atualizarEtiqueta } from './handlers/atualizarEtiqueta';
import { buscarEtiquetas } from './handlers/buscarEtiquetas';
import { excluirEtiqueta } from './handlers/excluirEtiqueta';
import { inserirEtiqueta } from './handlers/inserirEtiqueta';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/etiquetas/buscar/{idFluxo}': buscarEtiquetas,
  'POST /api/etiquetas/inserir': inserirEtiqueta,
  'PUT /api/etiquetas/atualizar': atualizarEtiqueta,
  'POST /api/etiquetas/excluir': excluirEtiqueta,
};

export const handler = httpLambda('etiquetas', rotas);
