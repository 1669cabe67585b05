import { LIMITES_ENTRADA } from '@wf/shared/constants/entrada';
import type { Environment } from '../../../kernel/environment';
import { erro } from '../../../kernel/errors';
import { esquemaDeParametros, type NomeParametro } from '../../../kernel/parametrosDeRota';
import { validar } from '../../../kernel/zodErro';
import { lerCookies, siglaDaRequisicao } from '../../../kernel/http/cookies';
import { enderecoDoCliente } from '../enderecoDoCliente';
import { alteraEstado } from '../origem';
import type { Evento, MiddlewareHttp } from './tipos';

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

type EsquemaParametros = ReturnType<typeof esquemaDeParametros>;

/**
 * Third step: the route's input, parsed and validated with the table's schemas (path parameters)
 * and the route's own (body, query): 413 for a body over the cap, 400 for anything invalid.
 */
export function validarEntrada(env: () => Pick<Environment, 'segredoDaCdn'>): MiddlewareHttp {
  // The path-parameter schema of each route key, built once per Lambda.
  const esquemas = new Map<string, EsquemaParametros>();
  const esquemaDaRota = (chave: string): EsquemaParametros => {
    let esquema = esquemas.get(chave);
    if (!esquema) esquemas.set(chave, (esquema = esquemaDeParametros(chave.slice(chave.indexOf(' ') + 1))));
    return esquema;
  };
  return {
    before: ({ event, context }) => {
      const { chave, rota, paramsBrutos } = context.requisicao;
      if (!chave || !rota) throw new Error('validarEntrada antes de encontrarRota');
      const headers = event.headers ?? {};
      const cookies = lerCookies(event.cookies, headers.cookie);
      const siglaRequisicao = siglaDaRequisicao(headers, cookies, alteraEstado(event.requestContext.http.method));
      context.requisicao.entrada = {
        params: validar(rota.parametros ?? esquemaDaRota(chave), paramsBrutos ?? {}) as Record<NomeParametro, string>,
        body: rota.body ? validar(rota.body, lerCorpo(event)) : undefined,
        query: rota.query ? validar(rota.query, event.queryStringParameters ?? {}) : undefined,
        cookies,
        headers,
        siglaRequisicao,
        ip: enderecoDoCliente(headers, event.requestContext.http.sourceIp, env().segredoDaCdn),
      };
    },
  };
}
