import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../app/http/route';
import { rotasCards } from './handlers/cards';
import { rotasElementos } from './handlers/elementos';
import { rotasFluxos } from './handlers/fluxos';
import { rotasRelatorios } from './handlers/relatorios';

/**
 * The public API's routes by routeKey, one per operation of operacoes/index.ts (a test holds
 * them equal), each calling the same service as the session API's route.
 */
export const rotas: Record<string, Rota> = Object.fromEntries([
  ...rotasFluxos,
  ...rotasCards,
  ...rotasElementos,
  ...rotasRelatorios,
]);

export const handler = httpLambda('apiPublica', rotas);
