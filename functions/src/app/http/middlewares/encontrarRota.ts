import { ErroDominio } from '../../../kernel/errors';
import { routeKey } from '../../../kernel/parametrosDeRota';
import { createRouteMatcher, type RouteTemplate } from '../../routeMatcher';
import type { Rota } from '../../../kernel/http/route';
import type { MiddlewareHttp } from './tipos';

/**
 * First step: the table's route from the method and the raw path. API Gateway reaches the Lambda
 * through a proxy route (app/routeGroups.ts), so its `routeKey` and `pathParameters` do not name
 * the table's route. A path or method this Lambda does not serve is 404 RotaNaoEncontrada,
 * whoever sent it (before the origin check). The templates are the keys of the Lambda's own
 * routes ("METHOD /path"), which conferirRotas.test.ts holds equal to its routes of the table:
 * the whole table, every Lambda's routes, stays out of the bundle.
 */
export function encontrarRota(rotas: Record<string, Rota>): MiddlewareHttp {
  const templates: RouteTemplate[] = Object.keys(rotas).map((chave) => {
    const i = chave.indexOf(' ');
    return { method: chave.slice(0, i), path: chave.slice(i + 1) };
  });
  const encontrar = createRouteMatcher(templates);
  return {
    before: ({ event, context }) => {
      const achada = encontrar(event.requestContext.http.method, event.rawPath);
      const rota = achada && rotas[routeKey(achada.route)];
      if (!achada || !rota) throw new ErroDominio('naoEncontrado', 'RotaNaoEncontrada', 'Rota não encontrada');
      Object.assign(context.requisicao, { chave: routeKey(achada.route), rota, paramsBrutos: achada.pathParameters });
    },
  };
}
