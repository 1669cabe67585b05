import * as z from 'zod';
import { LIMITES_ENTRADA, mensagensEntrada } from '@wf/shared/constants/entrada';
import { inserirAutorizacaoSchema } from '@wf/shared/schemas/autorizacao';
import { identificador } from '@wf/shared/schemas/campos';
import { inserirComentarioSchema, responsavelSchema as responsavelCorpo } from '@wf/shared/schemas/instancia';
import type { OperacaoApi } from '../operacao';
import { ID_EXEMPLO, parametros, PESSOA_EXEMPLO } from './comum';
import { anexoSchema, autorizacaoSchema, comentarioSchema, mensagemSchema, responsavelSchema } from './respostas';

const RESPONSAVEL_EXEMPLO = { ...PESSOA_EXEMPLO, idVinculo: PESSOA_EXEMPLO.email };
const ANEXO_EXEMPLO = {
  id: ID_EXEMPLO.anexo,
  nomeArquivo: 'nota.pdf',
  tipoMime: 'application/pdf',
  tamanho: 48213,
  emailUsuario: PESSOA_EXEMPLO.email,
  dataHoraAlteracao: '2026-11-26T13:20:00.000Z',
  url: 'https://arquivos.exemplo.com/anexo-temporario',
};

export const criarComentario = {
  id: 'criarComentario',
  metodo: 'post',
  caminho: '/api/v1/cards/{idCard}/comentarios',
  grupo: 'Comentários',
  resumo: 'Comentar um card',
  descricao: 'HTML simples (sanitizado no servidor); menções a pessoas notificam como na tela.',
  parametros: parametros('idCard'),
  corpo: inserirComentarioSchema.pick({ comentario: true }),
  resposta: { status: 201, descricao: 'O comentário', schema: mensagemSchema.extend({ Comentario: comentarioSchema }) },
  erros: [403, 404],
  idempotente: true,
  exemplos: {
    corpo: { comentario: '<p>Cliente confirmou.</p>' },
    resposta: {
      mensagem: 'Comentário incluído com sucesso',
      Comentario: {
        id: ID_EXEMPLO.comentario,
        comentario: '<p>Cliente confirmou.</p>',
        emailUsuario: PESSOA_EXEMPLO.email,
        nomeUsuario: PESSOA_EXEMPLO.nome,
        geradoPeloSistema: 'N',
        dataHoraAlteracao: '2026-11-26T13:10:00.000Z',
      },
    },
  },
} as const satisfies OperacaoApi;

export const listarResponsaveis = {
  id: 'listarResponsaveis',
  metodo: 'get',
  caminho: '/api/v1/cards/{idCard}/responsaveis',
  grupo: 'Responsáveis',
  resumo: 'Listar os responsáveis de um card',
  parametros: parametros('idCard'),
  resposta: { status: 200, descricao: 'Os responsáveis', schema: z.object({ listaResponsaveis: z.array(responsavelSchema) }) },
  erros: [403, 404],
  exemplos: { resposta: { listaResponsaveis: [RESPONSAVEL_EXEMPLO] } },
} as const satisfies OperacaoApi;

export const adicionarResponsavel = {
  id: 'adicionarResponsavel',
  metodo: 'post',
  caminho: '/api/v1/cards/{idCard}/responsaveis',
  grupo: 'Responsáveis',
  resumo: 'Atribuir uma pessoa ao card',
  descricao: 'A pessoa (por e-mail) precisa ser a dona do fluxo ou ter autorização numa etapa dele.',
  parametros: parametros('idCard'),
  corpo: responsavelCorpo.pick({ emailUsuario: true }),
  resposta: { status: 201, descricao: 'A pessoa atribuída', schema: mensagemSchema.extend({ Responsavel: responsavelSchema }) },
  erros: [403, 404, 409],
  exemplos: {
    corpo: { emailUsuario: PESSOA_EXEMPLO.email },
    resposta: { mensagem: 'Responsável incluído com sucesso', Responsavel: RESPONSAVEL_EXEMPLO },
  },
} as const satisfies OperacaoApi;

export const removerResponsavel = {
  id: 'removerResponsavel',
  metodo: 'delete',
  caminho: '/api/v1/cards/{idCard}/responsaveis/{email}',
  grupo: 'Responsáveis',
  resumo: 'Remover um responsável do card',
  parametros: parametros('idCard', 'email'),
  resposta: { status: 200, descricao: 'Responsável removido', schema: mensagemSchema },
  erros: [403, 404, 409],
  exemplos: { resposta: { mensagem: 'Responsável removido com sucesso' } },
} as const satisfies OperacaoApi;

export const adicionarEtiqueta = {
  id: 'adicionarEtiqueta',
  metodo: 'post',
  caminho: '/api/v1/cards/{idCard}/etiquetas',
  grupo: 'Etiquetas',
  resumo: 'Aplicar uma etiqueta do fluxo ao card',
  parametros: parametros('idCard'),
  corpo: z.object({ idEtiqueta: identificador('Etiqueta não informada') }),
  resposta: { status: 201, descricao: 'Etiqueta aplicada', schema: mensagemSchema.loose() },
  erros: [403, 404, 409],
  exemplos: { corpo: { idEtiqueta: ID_EXEMPLO.etiqueta }, resposta: { mensagem: 'Etiqueta incluída com sucesso' } },
} as const satisfies OperacaoApi;

export const removerEtiqueta = {
  id: 'removerEtiqueta',
  metodo: 'delete',
  caminho: '/api/v1/cards/{idCard}/etiquetas/{idEtiqueta}',
  grupo: 'Etiquetas',
  resumo: 'Retirar uma etiqueta do card',
  parametros: parametros('idCard', 'idEtiqueta'),
  resposta: { status: 200, descricao: 'Etiqueta retirada', schema: mensagemSchema },
  erros: [403, 404, 409],
  exemplos: { resposta: { mensagem: 'Etiqueta removida com sucesso' } },
} as const satisfies OperacaoApi;

export const listarAnexos = {
  id: 'listarAnexos',
  metodo: 'get',
  caminho: '/api/v1/cards/{idCard}/anexos',
  grupo: 'Anexos',
  resumo: 'Listar os anexos de um card',
  parametros: parametros('idCard'),
  resposta: { status: 200, descricao: 'Os anexos, mais novos primeiro', schema: z.object({ listaAnexos: z.array(anexoSchema) }) },
  erros: [403, 404],
  exemplos: { resposta: { listaAnexos: [ANEXO_EXEMPLO] } },
} as const satisfies OperacaoApi;

/** Base64 of the file; the whole request stays under the API's body limit (413 above it). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const enviarAnexo = {
  id: 'enviarAnexo',
  metodo: 'post',
  caminho: '/api/v1/cards/{idCard}/anexos',
  grupo: 'Anexos',
  resumo: 'Anexar um arquivo ao card',
  descricao:
    'O arquivo vai em base64 no JSON (conteudoBase64). Tipos e tamanho máximo são os mesmos da tela, e a requisição inteira tem no máximo 5 MB (413 acima disso); com nomeVariavel, o arquivo vai para esse campo de anexo do formulário da etapa atual.',
  parametros: parametros('idCard'),
  corpo: z.object({
    nomeArquivo: z.string().trim().min(1, 'Informe o nome do arquivo').max(255),
    tipoMime: z.string().trim().min(1, 'Informe o tipo do arquivo').max(200),
    conteudoBase64: z
      .string()
      .min(1, 'Arquivo vazio')
      .max(LIMITES_ENTRADA.corpoBytes, mensagensEntrada.corpoGrande)
      .regex(BASE64, 'Conteúdo inválido: envie o arquivo em base64'),
    nomeVariavel: z.string().trim().min(1).max(100).optional(),
  }),
  resposta: { status: 201, descricao: 'O anexo', schema: mensagemSchema.extend({ Anexo: anexoSchema }) },
  erros: [403, 404, 413],
  idempotente: true,
  exemplos: {
    corpo: { nomeArquivo: 'nota.txt', tipoMime: 'text/plain', conteudoBase64: 'T2zDoSwgbXVuZG8h' },
    resposta: { mensagem: 'Anexo incluído com sucesso', Anexo: ANEXO_EXEMPLO },
  },
} as const satisfies OperacaoApi;

export const baixarAnexo = {
  id: 'baixarAnexo',
  metodo: 'get',
  caminho: '/api/v1/cards/{idCard}/anexos/{idAnexo}',
  grupo: 'Anexos',
  resumo: 'Baixar um anexo',
  descricao: 'Responde um endereço temporário (alguns minutos) que baixa o arquivo com o seu nome.',
  parametros: parametros('idCard', 'idAnexo'),
  resposta: { status: 200, descricao: 'O endereço de download', schema: z.object({ url: z.string() }) },
  erros: [403, 404],
  exemplos: { resposta: { url: ANEXO_EXEMPLO.url } },
} as const satisfies OperacaoApi;

export const listarAutorizacoes = {
  id: 'listarAutorizacoes',
  metodo: 'get',
  caminho: '/api/v1/etapas/{idEtapa}/autorizacoes',
  grupo: 'Autorizações',
  resumo: 'Listar as pessoas autorizadas numa etapa',
  parametros: parametros('idEtapa'),
  resposta: {
    status: 200,
    descricao: 'As autorizações da etapa',
    schema: z.object({ listaEmailsUsuarios: z.array(autorizacaoSchema) }),
  },
  erros: [403, 404],
  exemplos: {
    resposta: {
      listaEmailsUsuarios: [
        {
          id: ID_EXEMPLO.autorizacao,
          idEtapa: ID_EXEMPLO.etapa,
          emailAutorizado: PESSOA_EXEMPLO.email,
          nome: PESSOA_EXEMPLO.nome,
          autorizar: 'N',
          editar: 'N',
          executar: 'S',
        },
      ],
    },
  },
} as const satisfies OperacaoApi;

export const criarAutorizacao = {
  id: 'criarAutorizacao',
  metodo: 'post',
  caminho: '/api/v1/etapas/{idEtapa}/autorizacoes',
  grupo: 'Autorizações',
  resumo: 'Autorizar uma pessoa numa etapa',
  descricao: 'Exige permissão de conceder autorizações na etapa. As restrições (restr*) limitam o que a pessoa faz nos cards.',
  parametros: parametros('idEtapa'),
  corpo: inserirAutorizacaoSchema.shape.EtapaUsuario.omit({ idEtapa: true }),
  resposta: {
    status: 201,
    descricao: 'A autorização',
    schema: mensagemSchema.extend({ EtapaUsuario: autorizacaoSchema }),
  },
  erros: [403, 404, 409],
  exemplos: {
    corpo: { emailAutorizado: PESSOA_EXEMPLO.email, executar: 'S' },
    resposta: {
      mensagem: 'Autorização incluída com sucesso',
      EtapaUsuario: {
        id: ID_EXEMPLO.autorizacao,
        idEtapa: ID_EXEMPLO.etapa,
        emailAutorizado: PESSOA_EXEMPLO.email,
        nome: PESSOA_EXEMPLO.nome,
        autorizar: 'N',
        editar: 'N',
        executar: 'S',
      },
    },
  },
} as const satisfies OperacaoApi;

export const excluirAutorizacao = {
  id: 'excluirAutorizacao',
  metodo: 'delete',
  caminho: '/api/v1/etapas/{idEtapa}/autorizacoes/{idAutorizacao}',
  grupo: 'Autorizações',
  resumo: 'Retirar a autorização de uma pessoa numa etapa',
  parametros: parametros('idEtapa', 'idAutorizacao'),
  resposta: { status: 200, descricao: 'Autorização retirada', schema: mensagemSchema },
  erros: [403, 404, 409],
  exemplos: { resposta: { mensagem: 'Autorização excluída com sucesso' } },
} as const satisfies OperacaoApi;
