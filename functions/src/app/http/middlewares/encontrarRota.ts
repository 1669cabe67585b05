import { ErroDominio } from '../../errors';
import type { HttpLambdaName } from '../../lambdas';
import { createRouteMatcher } from '../../routeMatcher';
import { routeKey, routes } from '../../routes';
import type { Rota } from '../route';
import type { MiddlewareHttp } from './tipos';

/**
 * First step: the table's route from the method and the raw path. API Gateway reaches the Lambda
 * through a proxy route (app/routeGroups.ts), so its `routeKey` and `pathParameters` do not name
 * the table's route. A path or method this Lambda does not serve is 404 RotaNaoEncontrada,
 * whoever sent it (before the origin check).
 */
export function encontrarRota(nome: HttpLambdaName, rotas: Record<string, Rota>): MiddlewareHttp {
  const encontrar = createRouteMatcher(routes.filter((r) => r.lambda === nome));
  return {
    before: ({ event, context }) => {
      const achada = encontrar(event.requestContext.http.method, event.rawPath);
      const rota = achada && rotas[routeKey(achada.route)];
      if (!achada || !rota) throw new ErroDominio(404, 'RotaNaoEncontrada', 'Rota não encontrada');
      Object.assign(context.requisicao, { chave: routeKey(achada.route), rota, paramsBrutos: achada.pathParameters });
    },
  };
}
