import * as z from 'zod';
import { inserirAutorizacaoSchema } from '@wf/shared/schemas/autorizacao';
import type { OperacaoApi } from '../operacao';
import {
  entradaAdicionarEtiqueta,
  entradaAdicionarResponsavel,
  entradaBaixarAnexo,
  entradaCriarComentario,
  entradaEnviarAnexo,
  entradaListarAnexos,
  entradaListarResponsaveis,
  entradaRemoverEtiqueta,
  entradaRemoverResponsavel,
} from './entradasCards';
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
  ...entradaCriarComentario,
  id: 'criarComentario',
  grupo: 'Comentários',
  resumo: 'Comentar um card',
  descricao: 'HTML simples (sanitizado no servidor); menções a pessoas notificam como na tela.',
  resposta: { status: 201, descricao: 'O comentário', schema: mensagemSchema.extend({ Comentario: comentarioSchema }) },
  erros: [403, 404],
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
  ...entradaListarResponsaveis,
  id: 'listarResponsaveis',
  grupo: 'Responsáveis',
  resumo: 'Listar os responsáveis de um card',
  resposta: {
    status: 200,
    descricao: 'Os responsáveis',
    schema: z.object({ listaResponsaveis: z.array(responsavelSchema) }),
  },
  erros: [403, 404],
  exemplos: { resposta: { listaResponsaveis: [RESPONSAVEL_EXEMPLO] } },
} as const satisfies OperacaoApi;

export const adicionarResponsavel = {
  ...entradaAdicionarResponsavel,
  id: 'adicionarResponsavel',
  grupo: 'Responsáveis',
  resumo: 'Atribuir uma pessoa ao card',
  descricao: 'A pessoa (por e-mail) precisa ser a dona do fluxo ou ter autorização numa etapa dele.',
  resposta: {
    status: 201,
    descricao: 'A pessoa atribuída',
    schema: mensagemSchema.extend({ Responsavel: responsavelSchema }),
  },
  erros: [403, 404, 409],
  exemplos: {
    corpo: { emailUsuario: PESSOA_EXEMPLO.email },
    resposta: { mensagem: 'Responsável incluído com sucesso', Responsavel: RESPONSAVEL_EXEMPLO },
  },
} as const satisfies OperacaoApi;

export const removerResponsavel = {
  ...entradaRemoverResponsavel,
  id: 'removerResponsavel',
  grupo: 'Responsáveis',
  resumo: 'Remover um responsável do card',
  resposta: { status: 200, descricao: 'Responsável removido', schema: mensagemSchema },
  erros: [403, 404, 409],
  exemplos: { resposta: { mensagem: 'Responsável removido com sucesso' } },
} as const satisfies OperacaoApi;

export const adicionarEtiqueta = {
  ...entradaAdicionarEtiqueta,
  id: 'adicionarEtiqueta',
  grupo: 'Etiquetas',
  resumo: 'Aplicar uma etiqueta do fluxo ao card',
  resposta: { status: 201, descricao: 'Etiqueta aplicada', schema: mensagemSchema.loose() },
  erros: [403, 404, 409],
  exemplos: { corpo: { idEtiqueta: ID_EXEMPLO.etiqueta }, resposta: { mensagem: 'Etiqueta incluída com sucesso' } },
} as const satisfies OperacaoApi;

export const removerEtiqueta = {
  ...entradaRemoverEtiqueta,
  id: 'removerEtiqueta',
  grupo: 'Etiquetas',
  resumo: 'Retirar uma etiqueta do card',
  resposta: { status: 200, descricao: 'Etiqueta retirada', schema: mensagemSchema },
  erros: [403, 404, 409],
  exemplos: { resposta: { mensagem: 'Etiqueta removida com sucesso' } },
} as const satisfies OperacaoApi;

export const listarAnexos = {
  ...entradaListarAnexos,
  id: 'listarAnexos',
  grupo: 'Anexos',
  resumo: 'Listar os anexos de um card',
  resposta: {
    status: 200,
    descricao: 'Os anexos, mais novos primeiro',
    schema: z.object({ listaAnexos: z.array(anexoSchema) }),
  },
  erros: [403, 404],
  exemplos: { resposta: { listaAnexos: [ANEXO_EXEMPLO] } },
} as const satisfies OperacaoApi;

export const enviarAnexo = {
  ...entradaEnviarAnexo,
  id: 'enviarAnexo',
  grupo: 'Anexos',
  resumo: 'Anexar um arquivo ao card',
  descricao:
    'O arquivo vai em base64 no JSON (conteudoBase64). Tipos e tamanho máximo são os mesmos da tela, e a requisição inteira tem no máximo 5 MB (413 acima disso); com nomeVariavel, o arquivo vai para esse campo de anexo do formulário da etapa atual.',
  resposta: { status: 201, descricao: 'O anexo', schema: mensagemSchema.extend({ Anexo: anexoSchema }) },
  erros: [403, 404, 413],
  exemplos: {
    corpo: {
      idCard: ID_EXEMPLO.card,
      nomeArquivo: 'nota.txt',
      tipoMime: 'text/plain',
      conteudoBase64: 'T2zDoSwgbXVuZG8h',
    },
    resposta: { mensagem: 'Anexo incluído com sucesso', Anexo: ANEXO_EXEMPLO },
  },
} as const satisfies OperacaoApi;

export const baixarAnexo = {
  ...entradaBaixarAnexo,
  id: 'baixarAnexo',
  grupo: 'Anexos',
  resumo: 'Baixar um anexo',
  descricao: 'Responde um endereço temporário (alguns minutos) que baixa o arquivo com o seu nome.',
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
  descricao:
    'Exige permissão de conceder autorizações na etapa. As restrições (restr*) limitam o que a pessoa faz nos cards.',
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
