import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../app/http/route';
import { buscarDocumentoOpenApi } from './handlers/buscarDocumentoOpenApi';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/v1/openapi.json': buscarDocumentoOpenApi,
};

export const handler = httpLambda('apiPublica', rotas);
