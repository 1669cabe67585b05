/**
 * Matches a request against API Gateway HTTP API path templates (`/api/cliente/{customer}`,
 * greedy `{proxy+}` last), choosing the most specific route the way API Gateway does:
 * literal segments beat parameters, parameters beat a greedy tail.
 *
 * The one matcher of the product: the HTTP stack (http/httpLambda.ts) finds the table's route of
 * a proxy-route request with it, and the embedded runtime's gateway (infra/local/httpApi.ts)
 * finds the proxy route (routeGroups.ts) of a request with it. It is given the raw, still
 * %-encoded path and decodes each parameter exactly once, after splitting on '/': an encoded
 * slash (%2F) stays inside its parameter.
 */
export interface RouteTemplate {
  method: string;
  path: string;
}

export interface RouteMatch<TRoute extends RouteTemplate> {
  route: TRoute;
  /** Decoded values, keyed by parameter name (API Gateway's pathParameters). */
  pathParameters: Record<string, string>;
}

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

interface CompiledRoute<TRoute extends RouteTemplate> {
  route: TRoute;
  segments: Segment[];
  /** Higher wins: one digit per segment (2 literal, 1 parameter, 0 greedy), then the method. */
  specificity: string;
}

function parseSegment(text: string): Segment {
  const param = /^\{([^}]+?)(\+)?\}$/.exec(text);
  if (!param) return { kind: 'literal', value: text };
  return param[2] ? { kind: 'greedy', name: param[1] } : { kind: 'param', name: param[1] };
}

const splitPath = (path: string): string[] => path.split('/').slice(1);

function compile<TRoute extends RouteTemplate>(route: TRoute): CompiledRoute<TRoute> {
  const segments = splitPath(route.path).map(parseSegment);
  const bySegment = segments.map((s) => (s.kind === 'literal' ? '2' : s.kind === 'param' ? '1' : '0')).join('');
  // At equal paths, a route for the method wins over ANY.
  const specificity = bySegment + (route.method === 'ANY' ? '0' : '1');
  return { route, segments, specificity };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment.kind === 'greedy') {
      const rest = parts.slice(index);
      if (rest.length === 0 || rest.join('') === '') return undefined;
      params[segment.name] = safeDecode(rest.join('/'));
      return params;
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.kind === 'literal' && part !== segment.value) return undefined;
    if (segment.kind === 'param') {
      if (part === '') return undefined;
      params[segment.name] = safeDecode(part);
    }
  }
  return parts.length === segments.length ? params : undefined;
}

export function createRouteMatcher<TRoute extends RouteTemplate>(
  routes: readonly TRoute[],
): (method: string, path: string) => RouteMatch<TRoute> | undefined {
  const compiled = routes
    .map(compile)
    .sort((a, b) => (a.specificity < b.specificity ? 1 : a.specificity > b.specificity ? -1 : 0));
  return (method, path) => {
    const parts = splitPath(path);
    for (const candidate of compiled) {
      if (candidate.route.method !== method && candidate.route.method !== 'ANY') continue;
      const pathParameters = matchSegments(candidate.segments, parts);
      if (pathParameters) return { route: candidate.route, pathParameters };
    }
    return undefined;
  };
}
