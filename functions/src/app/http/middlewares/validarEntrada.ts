import { LIMITES_ENTRADA } from '@wf/shared/constants/entrada';
import type { Environment } from '../../../kernel/environment';
import { erro } from '../../../kernel/errors';
import { esquemaDeParametros, type NomeParametro } from '../../../kernel/parametrosDeRota';
import { validar } from '../../../kernel/zodErro';
import { lerCookies, siglaDaRequisicao } from '../../../kernel/http/cookies';
import { enderecoDoCliente } from '../enderecoDoCliente';
import { alteraEstado } from '../origem';
import type { Evento, MiddlewareHttp } from './tipos';
import type { ArquivoRecebido } from '../../../kernel/http/route';

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

/**
 * A multipart body (an upload route): parsed by the runtime's own Fetch API (undici), text fields
 * as the body, files by field name. Capped like any body.
 */
async function lerMultipart(
  evento: Evento,
): Promise<{ campos: Record<string, string>; arquivos: Record<string, ArquivoRecebido> }> {
  const bruto = evento.body ? Buffer.from(evento.body, evento.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  if (bruto.byteLength > LIMITES_ENTRADA.corpoBytes) throw erro.corpoGrande();
  let dados: FormData;
  try {
    dados = await new Response(new Uint8Array(bruto), {
      headers: { 'content-type': evento.headers?.['content-type'] ?? '' },
    }).formData();
  } catch {
    throw erro.validacao('Corpo da requisição inválido: envie multipart/form-data');
  }
  const campos: Record<string, string> = {};
  const arquivos: Record<string, ArquivoRecebido> = {};
  for (const [nome, valor] of dados.entries()) {
    if (typeof valor === 'string') campos[nome] = valor;
    else arquivos[nome] = { nome: valor.name, tipo: valor.type, conteudo: new Uint8Array(await valor.arrayBuffer()) };
  }
  return { campos, arquivos };
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
    before: async ({ event, context }) => {
      const { chave, rota, paramsBrutos } = context.requisicao;
      if (!chave || !rota) throw new Error('validarEntrada antes de encontrarRota');
      const headers = event.headers ?? {};
      const cookies = lerCookies(event.cookies, headers.cookie);
      const siglaRequisicao = siglaDaRequisicao(headers, cookies, alteraEstado(event.requestContext.http.method));
      const multipart = rota.multipart ? await lerMultipart(event) : undefined;
      context.requisicao.entrada = {
        params: validar(rota.parametros ?? esquemaDaRota(chave), paramsBrutos ?? {}) as Record<NomeParametro, string>,
        body: rota.body ? validar(rota.body, multipart ? multipart.campos : lerCorpo(event)) : undefined,
        ...(multipart ? { arquivos: multipart.arquivos } : {}),
        query: rota.query ? validar(rota.query, event.queryStringParameters ?? {}) : undefined,
        cookies,
        headers,
        siglaRequisicao,
        ip: enderecoDoCliente(headers, event.requestContext.http.sourceIp, env().segredoDaCdn),
      };
    },
  };
}
