import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { atividades, cardsPorTipo, graficos, resumo, ultimaReleaseVisualizada } from './handlers/home';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/home': resumo,
  'GET /api/home/graficos/{idFluxo}': graficos,
  'GET /api/home/cards-por-tipo/{tipoTile}': cardsPorTipo,
  'GET /api/home/atividades': atividades,
  'POST /api/home/ultima-release-visualizada': ultimaReleaseVisualizada,
};

export const handler = httpLambda('home', rotas);
