import * as z from 'zod';
import type { OperacaoApi } from '../operacao';
import { cursor, ID_EXEMPLO, parametros, PESSOA_EXEMPLO } from './comum';
import {
  cardResumoSchema,
  etapaSchema,
  etiquetaSchema,
  fluxoResumoSchema,
  fluxoSchema,
  proximoCursor,
} from './respostas';

const FLUXO_EXEMPLO = {
  id: ID_EXEMPLO.fluxo,
  descricao: 'Atendimento',
  detalhes: '',
  icone: 'FaInbox',
  arquivado: 'N',
  dataHoraAlteracao: '2026-11-26T13:00:00.000Z',
  numEtapasPresentes: 3,
  numInstanciasCriadas: 42,
  numPessoasComAcesso: 5,
  Usuario: PESSOA_EXEMPLO,
};

export const listarFluxos = {
  id: 'listarFluxos',
  metodo: 'get',
  caminho: '/api/v1/fluxos',
  grupo: 'Fluxos',
  resumo: 'Listar os fluxos',
  descricao: 'Os fluxos de que a pessoa do token é dona ou em que tem autorização, ativos e arquivados.',
  resposta: {
    status: 200,
    descricao: 'Os fluxos visíveis',
    schema: z.object({ listaFluxos: z.array(fluxoResumoSchema) }),
  },
  exemplos: { resposta: { listaFluxos: [FLUXO_EXEMPLO] } },
} as const satisfies OperacaoApi;

export const buscarFluxo = {
  id: 'buscarFluxo',
  metodo: 'get',
  caminho: '/api/v1/fluxos/{idFluxo}',
  grupo: 'Fluxos',
  resumo: 'Buscar um fluxo',
  parametros: parametros('idFluxo'),
  resposta: { status: 200, descricao: 'O fluxo', schema: z.object({ Fluxo: fluxoSchema }) },
  erros: [403, 404],
  exemplos: {
    resposta: {
      Fluxo: { ...FLUXO_EXEMPLO, rotuloNovaInstancia: 'Novo card', ehDono: true, permiteEditarElementosFluxo: true },
    },
  },
} as const satisfies OperacaoApi;

export const listarEtapas = {
  id: 'listarEtapas',
  metodo: 'get',
  caminho: '/api/v1/fluxos/{idFluxo}/etapas',
  grupo: 'Etapas',
  resumo: 'Listar as etapas de um fluxo',
  descricao:
    'Cada etapa com as permissões da pessoa nela, as etapas para onde seus cards podem ir (listaIdsEtapasDestino) e os campos do seu formulário (jsonConfig.listaCamposFormulario).',
  parametros: parametros('idFluxo'),
  resposta: {
    status: 200,
    descricao: 'As etapas, em ordem de exibição',
    schema: z.object({ listaEtapas: z.array(etapaSchema) }),
  },
  erros: [403, 404],
  exemplos: {
    resposta: {
      listaEtapas: [
        {
          id: ID_EXEMPLO.etapa,
          idFluxo: ID_EXEMPLO.fluxo,
          descricao: 'Caixa de entrada',
          cor: '#1677FF',
          etapaInicial: 'S',
          etapaFinal: 'N',
          fluxoAberto: 'N',
          ordemExibicao: 1,
          totalCardsPresentes: 12,
          permiteEditar: 'S',
          permiteConcederAutorizacoes: 'S',
          permiteExecutarInstancias: 'S',
          restrAbrirCard: 'N',
          listaIdsEtapasDestino: [ID_EXEMPLO.etapa2],
          jsonConfig: {
            listaCamposFormulario: [{ dataIndex: 'campo1', nomeVariavel: 'cliente', key: 'texto', label: 'Cliente' }],
          },
        },
      ],
    },
  },
} as const satisfies OperacaoApi;

export const listarEtiquetas = {
  id: 'listarEtiquetas',
  metodo: 'get',
  caminho: '/api/v1/fluxos/{idFluxo}/etiquetas',
  grupo: 'Etiquetas',
  resumo: 'Listar as etiquetas de um fluxo',
  parametros: parametros('idFluxo'),
  resposta: {
    status: 200,
    descricao: 'As etiquetas, por nome',
    schema: z.object({ listaEtiquetas: z.array(etiquetaSchema) }),
  },
  erros: [403, 404],
  exemplos: {
    resposta: {
      listaEtiquetas: [{ id: ID_EXEMPLO.etiqueta, idFluxo: ID_EXEMPLO.fluxo, descricao: 'Urgente', cor: '#F5222D' }],
    },
  },
} as const satisfies OperacaoApi;

export const pesquisarCards = {
  id: 'pesquisarCards',
  metodo: 'get',
  caminho: '/api/v1/fluxos/{idFluxo}/cards',
  grupo: 'Cards',
  resumo: 'Pesquisar cards de um fluxo pelo texto',
  descricao:
    'Busca pelo título e pelo identificador do card, sem distinguir maiúsculas nem acentos (3 caracteres ou mais). Mais novos primeiro; uma página pode vir curta com proximoCursor.',
  parametros: parametros('idFluxo'),
  consulta: z.object({
    busca: z.string().trim().min(3, 'Informe ao menos 3 caracteres para pesquisar').max(200),
    cursor,
  }),
  resposta: {
    status: 200,
    descricao: 'Os cards encontrados',
    schema: z.object({ listaInstancias: z.array(cardResumoSchema), proximoCursor }),
  },
  erros: [403, 404],
  exemplos: { resposta: { listaInstancias: [], proximoCursor: null } },
} as const satisfies OperacaoApi;
