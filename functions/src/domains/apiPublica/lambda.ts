import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { rotasAnexos } from './handlers/anexos';
import { rotasAutorizacoes } from './handlers/autorizacoes';
import { rotasFluxos } from './handlers/fluxos';
import { passosDaApi } from '../../app/http/passosDaApi';
import { rotasRelatorios } from './handlers/relatorios';

/**
 * The public API's flows, stages (their cards, their people), attachments and reports by routeKey; the cards'
 * own operations are in lambdaCards.ts (two bundles, each under the size goal). Each route is an
 * operation of operacoes/index.ts (operacoes.test.ts holds them equal) calling the session
 * API's service.
 */
export const rotas: Record<string, Rota> = Object.fromEntries([
  ...rotasFluxos,
  ...rotasAutorizacoes,
  ...rotasAnexos,
  ...rotasRelatorios,
]);

export const handler = httpLambda('apiPublica', rotas, passosDaApi);
