import type { HttpLambdaName } from './lambdas';
import { routes, type RouteDef } from './routes';

/**
 * The API Gateway routes the stack creates: a few `ANY` routes derived from the route table,
 * so the stack's size grows with the path prefixes, not with the table (each route is a
 * CloudFormation resource; a stack holds at most 500).
 *
 * A group is the longest-shared static prefix whose routes all belong to one Lambda:
 * `ANY /api/etapas/{proxy+}` takes every /api/etapas/... path to the etapas Lambda. Where two
 * Lambdas share a prefix (/api/instancias/...: instancias and cards), the prefix is split by its
 * next segment until each part has one owner. A route whose whole path is static and which is
 * itself a prefix (GET /api/cliente) gets an exact `ANY /api/cliente` group too, since API
 * Gateway's `{proxy+}` needs at least one more segment. Groups never overlap, so which Lambda a
 * path reaches does not depend on API Gateway's precedence between greedy routes.
 *
 * Each Lambda receives the whole path and finds its route among its own handlers' keys, which
 * http/conferirRotas.test.ts holds equal to its routes of the table (http/httpLambda.ts): a path
 * under its prefix that no route of the table serves, or another method, is a 404
 * RotaNaoEncontrada from the Lambda.
 */
export interface RouteGroup {
  /** API Gateway path: `/api/etapas/{proxy+}` or, for an exact group, `/api/cliente`. */
  path: string;
  lambda: HttpLambdaName;
}

type Rota = Pick<RouteDef, 'method' | 'path' | 'lambda'>;

const segmentos = (path: string): string[] => path.split('/').slice(1);
const ehParametro = (segmento: string): boolean => segmento.startsWith('{');

/** Segments before the first `{param}`. */
const prefixoEstatico = (path: string): string[] => {
  const partes = segmentos(path);
  const primeiro = partes.findIndex(ehParametro);
  return primeiro === -1 ? partes : partes.slice(0, primeiro);
};

function donoUnico(rotas: readonly Rota[], onde: string): HttpLambdaName {
  const donos = new Set(rotas.map((r) => r.lambda));
  if (donos.size !== 1)
    throw new Error(`Rotas de Lambdas diferentes no mesmo caminho ${onde}: ${[...donos].join(', ')}`);
  return rotas[0].lambda;
}

function agrupar(prefixo: string[], rotas: readonly Rota[], grupos: RouteGroup[]): void {
  const caminho = `/${prefixo.join('/')}`;
  const exatas = rotas.filter((r) => segmentos(r.path).length === prefixo.length);
  const abaixo = rotas.filter((r) => segmentos(r.path).length > prefixo.length);
  if (exatas.length > 0) grupos.push({ path: caminho, lambda: donoUnico(exatas, caminho) });
  if (abaixo.length === 0) return;
  if (new Set(abaixo.map((r) => r.lambda)).size === 1) {
    grupos.push({ path: `${caminho}/{proxy+}`, lambda: abaixo[0].lambda });
    return;
  }
  // Split by the next segment; a parameter there would leave the split with no static name.
  const porSegmento = new Map<string, Rota[]>();
  for (const rota of abaixo) {
    const proximo = segmentos(rota.path)[prefixo.length];
    if (prefixoEstatico(rota.path).length <= prefixo.length) {
      throw new Error(`Prefixo ${caminho} é de Lambdas diferentes e ${rota.path} tem um parâmetro logo após ele`);
    }
    porSegmento.set(proximo, [...(porSegmento.get(proximo) ?? []), rota]);
  }
  for (const [proximo, doSegmento] of porSegmento) agrupar([...prefixo, proximo], doSegmento, grupos);
}

/** The proxy groups of a route table (exported with a parameter so tests can grow the table). */
export function gruposDeRotas(tabela: readonly Rota[]): RouteGroup[] {
  const grupos: RouteGroup[] = [];
  for (const rota of tabela) {
    if (!rota.path.startsWith('/api/')) throw new Error(`Rota fora de /api: ${rota.path}`);
  }
  agrupar(['api'], tabela, grupos);
  return grupos;
}

/**
 * The Lambda behind API Gateway's `$default` route: a path no group covers reaches it, and its
 * router answers 404 RotaNaoEncontrada instead of API Gateway's own `{"message":"Not Found"}`.
 */
export const defaultRouteLambda: HttpLambdaName = 'auth';

/** The groups of the product's table: what the stack deploys and the local gateway serves. */
export const routeGroups: readonly RouteGroup[] = gruposDeRotas(routes);
