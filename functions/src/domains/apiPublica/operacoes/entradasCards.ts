import * as z from 'zod';
import { LIMITES_ENTRADA, mensagensEntrada } from '@wf/shared/constants/entrada';
import { identificador } from '@wf/shared/schemas/campos';
import {
  dataVencimento,
  descricaoCard,
  inserirComentarioSchema,
  responsavelSchema as responsavelCorpo,
  textoRico,
  valoresFormulario,
} from '@wf/shared/schemas/instancia';
import type { EntradaOperacao } from '../operacao';
import { cursor, parametros } from './comum';

/**
 * What the /api/v1/cards Lambda needs of its operations: method, path and the input schemas.
 * The operations (cards.ts, elementos.ts) spread these very objects, so the route validates
 * with the schemas the document shows, while the Lambda bundles none of the manual (texts,
 * examples, answer schemas): they would put it over the bundle size goal.
 */

/** Base64 of the file; the whole request stays under the API's body limit (413 above it). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const entradaCriarCard = {
  metodo: 'post',
  caminho: '/api/v1/cards',
  corpo: z.object({
    idFluxo: identificador('Fluxo não informado'),
    descricao: descricaoCard,
    detalhes: textoRico.optional(),
    dataVencimento: dataVencimento.optional(),
    idsEtiquetas: z.array(identificador()).max(50).default([]),
    valoresFormulario: valoresFormulario.default({}),
  }),
  idempotente: true,
} as const satisfies EntradaOperacao;

export const entradaBuscarCard = {
  metodo: 'get',
  caminho: '/api/v1/cards/{idCard}',
  parametros: parametros('idCard'),
} as const satisfies EntradaOperacao;

export const entradaAtualizarCard = {
  metodo: 'patch',
  caminho: '/api/v1/cards/{idCard}',
  parametros: parametros('idCard'),
  corpo: z
    .object({
      descricao: descricaoCard.optional(),
      detalhes: textoRico.optional(),
      dataVencimento: dataVencimento.optional(),
      valoresFormulario: valoresFormulario.optional(),
    })
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Informe ao menos um campo para alterar'),
} as const satisfies EntradaOperacao;

export const entradaMoverCard = {
  metodo: 'post',
  caminho: '/api/v1/cards/{idCard}/movimentacoes',
  parametros: parametros('idCard'),
  corpo: z.object({
    idEtapaDestino: identificador('Etapa de destino não informada'),
    posicao: z.number().int().min(1).optional().describe('Posição (1 = topo) na etapa de destino; ausente: o fim'),
  }),
} as const satisfies EntradaOperacao;

export const entradaExcluirCard = {
  metodo: 'delete',
  caminho: '/api/v1/cards/{idCard}',
  parametros: parametros('idCard'),
} as const satisfies EntradaOperacao;

export const entradaListarComentarios = {
  metodo: 'get',
  caminho: '/api/v1/cards/{idCard}/comentarios',
  parametros: parametros('idCard'),
  consulta: z.object({ cursor }),
} as const satisfies EntradaOperacao;

export const entradaCriarComentario = {
  metodo: 'post',
  caminho: '/api/v1/cards/{idCard}/comentarios',
  parametros: parametros('idCard'),
  corpo: inserirComentarioSchema.pick({ comentario: true }),
  idempotente: true,
} as const satisfies EntradaOperacao;

export const entradaListarResponsaveis = {
  metodo: 'get',
  caminho: '/api/v1/cards/{idCard}/responsaveis',
  parametros: parametros('idCard'),
} as const satisfies EntradaOperacao;

export const entradaAdicionarResponsavel = {
  metodo: 'post',
  caminho: '/api/v1/cards/{idCard}/responsaveis',
  parametros: parametros('idCard'),
  corpo: responsavelCorpo.pick({ emailUsuario: true }),
} as const satisfies EntradaOperacao;

export const entradaRemoverResponsavel = {
  metodo: 'delete',
  caminho: '/api/v1/cards/{idCard}/responsaveis/{email}',
  parametros: parametros('idCard', 'email'),
} as const satisfies EntradaOperacao;

export const entradaAdicionarEtiqueta = {
  metodo: 'post',
  caminho: '/api/v1/cards/{idCard}/etiquetas',
  parametros: parametros('idCard'),
  corpo: z.object({ idEtiqueta: identificador('Etiqueta não informada') }),
} as const satisfies EntradaOperacao;

export const entradaRemoverEtiqueta = {
  metodo: 'delete',
  caminho: '/api/v1/cards/{idCard}/etiquetas/{idEtiqueta}',
  parametros: parametros('idCard', 'idEtiqueta'),
} as const satisfies EntradaOperacao;

/**
 * Attachments are their own resource, named by their id with the card in ?idCard= (as in the
 * session API): served by the apiPublica Lambda, they keep the attachment code out of the cards
 * Lambda, which stays under the bundle size goal.
 */
const idCardConsulta = z.object({ idCard: identificador('Card não informado') });

export const entradaListarAnexos = {
  metodo: 'get',
  caminho: '/api/v1/anexos',
  consulta: idCardConsulta,
} as const satisfies EntradaOperacao;

export const entradaEnviarAnexo = {
  metodo: 'post',
  caminho: '/api/v1/anexos',
  corpo: z.object({
    idCard: identificador('Card não informado'),
    nomeArquivo: z.string().trim().min(1, 'Informe o nome do arquivo').max(255),
    tipoMime: z.string().trim().min(1, 'Informe o tipo do arquivo').max(200),
    conteudoBase64: z
      .string()
      .min(1, 'Arquivo vazio')
      .max(LIMITES_ENTRADA.corpoBytes, mensagensEntrada.corpoGrande)
      .regex(BASE64, 'Conteúdo inválido: envie o arquivo em base64'),
    nomeVariavel: z.string().trim().min(1).max(100).optional(),
  }),
  idempotente: true,
} as const satisfies EntradaOperacao;

export const entradaBaixarAnexo = {
  metodo: 'get',
  caminho: '/api/v1/anexos/{idAnexo}',
  parametros: parametros('idAnexo'),
  consulta: idCardConsulta,
} as const satisfies EntradaOperacao;
