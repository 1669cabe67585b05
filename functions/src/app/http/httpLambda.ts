import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { LIMITES_ENTRADA } from '@wf/shared/constants/entrada';
import { resolverSessao } from '../../domains/auth/services/sessaoService';
import { emEscopoDeMetricas } from '../../data/metricasDynamo';
import { appDeps, type AppDeps } from '../deps';
import { ErroDominio, erro, erroDeLimiteDoBanco } from '../errors';
import type { HttpLambdaName } from '../lambdas';
import { createRouteMatcher } from '../routeMatcher';
import { esquemaDeParametros, parametrosDoCaminho, routeKey, routes, type NomeParametro } from '../routes';
import { lerCookies, nomeCookieSessao, siglaDaRequisicao } from './cookies';
import { enderecoDoCliente } from './enderecoDoCliente';
import { alteraEstado, conferirOrigem } from './origem';
import type { EntradaRota, RespostaRota, Rota } from './route';
import { validar } from '../zodErro';

type Evento = APIGatewayProxyEventV2;
type Resultado = APIGatewayProxyStructuredResultV2;

const CABECALHOS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function json(status: number, body: unknown, cookies?: string[]): Resultado {
  return { statusCode: status, headers: CABECALHOS, body: JSON.stringify(body), cookies };
}

/** The one place errors become answers: domain errors keep their status, the rest is a logged 500. */
function respostaDeErro(falha: unknown): Resultado {
  const limite = erroDeLimiteDoBanco(falha);
  // Logged: a size limit reached past the schemas means a schema limit is missing or too loose.
  if (limite) console.warn('Limite de tamanho do DynamoDB', (falha as Error).message);
  const e = limite ?? falha;
  if (e instanceof ErroDominio) {
    return json(e.status, {
      ...e.detalhes,
      mensagem: e.message,
      tipo: e.tipo,
      ...(e.campos ? { campos: e.campos } : {}),
    });
  }
  console.error('Erro não tratado', e);
  return json(500, { mensagem: 'Erro interno no servidor', tipo: 'ErroInterno' });
}

function lerCorpo(evento: Evento): unknown {
  if (!evento.body) return {};
  const texto = evento.isBase64Encoded ? Buffer.from(evento.body, 'base64').toString('utf8') : evento.body;
  // API Gateway lets up to 10 MB through; the product's cap is the same as the local gateway's.
  if (Buffer.byteLength(texto, 'utf8') > LIMITES_ENTRADA.corpoBytes) throw erro.corpoGrande();
  try {
    return JSON.parse(texto);
  } catch {
    throw erro.validacao('Corpo da requisição inválido: envie JSON');
  }
}

/** Checks at cold start that this Lambda handles exactly its routes of the table, with the table's access. */
export function conferirRotas(nome: HttpLambdaName, rotas: Record<string, Rota>): void {
  const esperadas = routes.filter((r) => r.lambda === nome);
  const chaves = new Set(esperadas.map(routeKey));
  for (const r of esperadas) {
    const rota = rotas[routeKey(r)];
    if (!rota) throw new Error(`Rota sem handler em ${nome}: ${routeKey(r)}`);
    if (rota.acesso !== r.acesso) throw new Error(`Acesso divergente em ${routeKey(r)}: tabela ${r.acesso}, handler ${rota.acesso}`);
    const doCaminho = parametrosDoCaminho(r.path).sort().join(',');
    const lidos = [...(rota.params ?? [])].sort().join(',');
    if (lidos !== doCaminho) throw new Error(`Parâmetros divergentes em ${routeKey(r)}: caminho [${doCaminho}], handler [${lidos}]`);
  }
  for (const chave of Object.keys(rotas)) if (!chaves.has(chave)) throw new Error(`Handler fora da tabela de rotas: ${chave}`);
}

const esquemasDeParametros = new Map<string, ReturnType<typeof esquemaDeParametros>>();
/** The path-parameter schema of a route key ('GET /api/x/{id}'), built once per Lambda. */
function esquemaDaRota(chave: string): ReturnType<typeof esquemaDeParametros> {
  let esquema = esquemasDeParametros.get(chave);
  if (!esquema) esquemasDeParametros.set(chave, (esquema = esquemaDeParametros(chave.slice(chave.indexOf(' ') + 1))));
  return esquema;
}

/** The table's route of a request, and its path parameters, decoded once by the matcher. */
interface Destino {
  chave: string;
  params: Record<string, string>;
}

async function executar(deps: AppDeps, rota: Rota, destino: Destino, evento: Evento): Promise<RespostaRota> {
  conferirOrigem(evento, deps.env.origensPermitidas);
  const headers = evento.headers ?? {};
  const cookies = lerCookies(evento.cookies, headers.cookie);
  const siglaRequisicao = siglaDaRequisicao(headers, cookies, alteraEstado(evento.requestContext.http.method));
  const base: EntradaRota<unknown, unknown, NomeParametro> = {
    params: validar(esquemaDaRota(destino.chave), destino.params) as Record<NomeParametro, string>,
    body: rota.body ? validar(rota.body, lerCorpo(evento)) : undefined,
    query: rota.query ? validar(rota.query, evento.queryStringParameters ?? {}) : undefined,
    cookies,
    headers,
    siglaRequisicao,
    ip: enderecoDoCliente(headers, evento.requestContext.http.sourceIp, deps.env.segredoDaCdn),
  };
  if (rota.acesso === 'publica') return rota.handle(deps, base);

  const token = siglaRequisicao ? cookies[nomeCookieSessao(siglaRequisicao)] : undefined;
  const sessao = siglaRequisicao && token ? await resolverSessao(deps, siglaRequisicao, token) : null;
  if (!sessao) throw erro.sessaoExpirada();
  return rota.handle(deps, { ...base, sessao });
}

/**
 * The middy stack every HTTP Lambda shares: find the request's route among this Lambda's routes
 * of the table, parse and validate with the route's zod schemas, resolve the session for
 * 'sessao' routes, turn errors into `{ mensagem, tipo }`.
 *
 * API Gateway reaches the Lambda through a proxy route (app/routeGroups.ts), so its `routeKey`
 * and `pathParameters` do not name the table's route: the method and the raw path do.
 */
export function httpLambda(nome: HttpLambdaName, rotas: Record<string, Rota>) {
  conferirRotas(nome, rotas);
  const encontrar = createRouteMatcher(routes.filter((r) => r.lambda === nome));
  return middy<Evento, Resultado>().handler(async (evento) => {
    const achada = encontrar(evento.requestContext.http.method, evento.rawPath);
    const rota = achada && rotas[routeKey(achada.route)];
    if (!achada || !rota) return json(404, { mensagem: 'Rota não encontrada', tipo: 'RotaNaoEncontrada' });
    const destino = { chave: routeKey(achada.route), params: achada.pathParameters };
    try {
      const r = await emEscopoDeMetricas('http', () => executar(appDeps(), rota, destino, evento));
      return json(r.status ?? 200, r.body, r.cookies);
    } catch (e) {
      return respostaDeErro(e);
    }
  });
}
