import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { inject } from 'vitest';
import type { paths } from './apiV1';
import { documentoAtual } from './apiV1Documento';

/**
 * The contract tests' client of /api/v1: openapi-fetch typed by the generated apiV1.d.ts, with a
 * middleware that checks every answer against the OpenAPI document the server serves (ajv,
 * JSON Schema 2020-12, the document's own dialect). An answer with a status the operation does
 * not document, or a body its schema refuses, fails the call that received it.
 */

const documento = documentoAtual();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(documento, 'openapi.json');

const ponteiro = (...partes: string[]) => partes.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

type Json = Record<string, unknown>;

/** The operation's answer for a status, following a `$ref` into components. */
function respostaDocumentada(caminho: string, metodo: string, status: number): { ref: string; resposta: Json } | null {
  const operacao = documento.paths[caminho]?.[metodo] as { responses?: Record<string, Json> } | undefined;
  if (!operacao) throw new Error(`${metodo.toUpperCase()} ${caminho} não está no documento`);
  const resposta = operacao.responses?.[String(status)];
  if (!resposta) return null;
  if (typeof resposta.$ref === 'string') {
    const nome = resposta.$ref.split('/').at(-1)!;
    const componentes = (documento.components as { responses: Record<string, Json> }).responses;
    return { ref: `openapi.json#/components/responses/${ponteiro(nome)}`, resposta: componentes[nome] };
  }
  return { ref: `openapi.json#/paths/${ponteiro(caminho)}/${metodo}/responses/${status}`, resposta };
}

/** Checks one answer; throws with what differs from the document. */
export async function conferirNoDocumento(caminho: string, metodo: string, resposta: Response): Promise<void> {
  const documentada = respostaDocumentada(caminho, metodo, resposta.status);
  const onde = `${metodo.toUpperCase()} ${caminho} → ${resposta.status}`;
  if (!documentada) throw new Error(`${onde}: status não documentado`);
  const conteudo = documentada.resposta.content as Record<string, unknown> | undefined;
  const texto = await resposta.clone().text();
  if (!conteudo) {
    if (texto !== '') throw new Error(`${onde}: o documento não prevê corpo, veio ${texto.slice(0, 200)}`);
    return;
  }
  const validar = ajv.compile({ $ref: `${documentada.ref}/content/${ponteiro('application/json')}/schema` });
  const corpo: unknown = JSON.parse(texto);
  if (!validar(corpo))
    throw new Error(`${onde}: resposta fora do schema: ${ajv.errorsText(validar.errors)}\n${texto.slice(0, 500)}`);
}

const conferencia: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    await conferirNoDocumento(schemaPath, request.method.toLowerCase(), response);
    return undefined;
  },
};

/** A client that sends `token` (when given) and checks every answer against the document. */
export function clienteApiV1(token?: string, baseUrl = inject('baseUrl')): Client<paths> {
  const cliente = createClient<paths>({ baseUrl, headers: token ? { token } : {} });
  cliente.use(conferencia);
  return cliente;
}
