import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { buscarDocumentoOpenApi } from './handlers/buscarDocumentoOpenApi';

/**
 * The OpenAPI document alone: it imports every operation's schemas but no service, so it stays
 * small, and the two Lambdas that serve the operations do not carry the generator.
 */
export const rotas: Record<string, Rota> = {
  'GET /api/v1/openapi.json': buscarDocumentoOpenApi,
};

export const handler = httpLambda('apiDocumento', rotas);
