import type * as z from 'zod';

/**
 * One operation of the public integration API (/api/v1), described by the same zod schemas its
 * handler validates with. The list of these is the single source of the OpenAPI document
 * (/api/v1/openapi.json), of the /api-docs manual and of the typed client the tests use: a
 * handler cannot accept or answer something the document does not say.
 */
export interface OperacaoApi {
  /** operationId, camelCase pt-BR: 'listarFluxos', 'criarCard'. */
  id: string;
  metodo: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template under the server URL, e.g. '/api/v1/fluxos/{idFluxo}/etapas'. */
  caminho: string;
  /** The manual's section (pt-BR): 'Fluxos', 'Etapas', 'Cards', ... */
  grupo: string;
  resumo: string;
  descricao?: string;
  /** Path parameters (every `{name}` of caminho). */
  parametros?: z.ZodObject;
  /** Query string. */
  consulta?: z.ZodObject;
  /** JSON body. */
  corpo?: z.ZodType;
  /** Success answer: status and body schema (omit schema for 204). */
  resposta: { status: 200 | 201 | 202 | 204; descricao: string; schema?: z.ZodType };
  /** Error statuses this operation may answer, besides 400/401/429 which every one does. */
  erros?: readonly (403 | 404 | 409 | 413 | 422)[];
  /** POST that honours Idempotency-Key. */
  idempotente?: boolean;
  /** Examples for the manual; every operation has at least one. */
  exemplos: { corpo?: unknown; resposta?: unknown };
}

/**
 * The part of an operation its route needs (method, path, input schemas, idempotency): a Lambda
 * may import it alone, without the manual's texts and examples (operacoes/entradasCards.ts).
 */
export type EntradaOperacao = Pick<
  OperacaoApi,
  'metodo' | 'caminho' | 'parametros' | 'consulta' | 'corpo' | 'idempotente'
>;
