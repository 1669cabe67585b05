import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import {
  buscarCardsAcompanhados,
  buscarCardsCriados,
  buscarCardsVencendo,
  buscarResumoFluxos,
} from './handlers/relatorios';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/relatorios/resumo-fluxos': buscarResumoFluxos,
  'GET /api/relatorios/cards-criados': buscarCardsCriados,
  'GET /api/relatorios/cards-vencendo': buscarCardsVencendo,
  'GET /api/relatorios/cards-acompanhados': buscarCardsAcompanhados,
};

export const handler = httpLambda('relatorios', rotas);
