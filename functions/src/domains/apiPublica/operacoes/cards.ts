import * as z from 'zod';
import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { OperacaoApi } from '../operacao';
import {
  entradaAtualizarCard,
  entradaBuscarCard,
  entradaCriarCard,
  entradaExcluirCard,
  entradaListarComentarios,
  entradaMoverCard,
} from './entradasCards';
import { cursor, ID_EXEMPLO, parametros, PESSOA_EXEMPLO } from './comum';
import { cardResumoSchema, cardSchema, mensagemSchema, proximoCursor } from './respostas';

export const CARD_RESUMO_EXEMPLO = {
  id: ID_EXEMPLO.card,
  descricao: 'Pedido 1234',
  ordem: 1,
  dataVencimento: '2026-12-10',
  dataHoraCriacao: '2026-11-26T13:00:00.000Z',
  dataHoraAlteracao: '2026-11-26T13:05:00.000Z',
  emailAutor: PESSOA_EXEMPLO.email,
  nomeAutor: PESSOA_EXEMPLO.nome,
  Etapa: { id: ID_EXEMPLO.etapa, descricao: 'Caixa de entrada', cor: '#1677FF' },
  Fluxo: { id: ID_EXEMPLO.fluxo, descricao: 'Atendimento' },
  emAcompanhamento: 'N',
  listaInstanciaResp: [],
  listaInstanciaEtiquetas: [],
  numComentariosHumanos: 0,
  numTotalAnexos: 0,
  numItensChecked: 0,
  numItensUnchecked: 0,
  idUnico: null,
};
const CARD_EXEMPLO = {
  ...CARD_RESUMO_EXEMPLO,
  detalhes: '<p>Entregar até sexta.</p>',
  jsonDadosExecucao: { listaValoresFormulario: { cliente: 'Empresa X' }, ID_UNICO_DO_CARD: null },
};

export const listarCardsDaEtapa = {
  id: 'listarCardsDaEtapa',
  metodo: 'get',
  caminho: '/api/v1/etapas/{idEtapa}/cards',
  grupo: 'Cards',
  resumo: 'Listar os cards de uma etapa',
  descricao: `Na ordem do quadro, ${LIMITES_CARD.cardsPorPagina} por página (tamanho até 100); total é o número de cards na etapa.`,
  parametros: parametros('idEtapa'),
  consulta: z.object({
    tamanho: z.coerce.number().int().min(1).max(100).default(LIMITES_CARD.cardsPorPagina).describe('Cards por página'),
    cursor,
  }),
  resposta: {
    status: 200,
    descricao: 'Uma página de cards',
    schema: z.object({ listaInstancias: z.array(cardResumoSchema), total: z.number(), proximoCursor }),
  },
  erros: [403, 404],
  exemplos: { resposta: { listaInstancias: [CARD_RESUMO_EXEMPLO], total: 1, proximoCursor: null } },
} as const satisfies OperacaoApi;

export const criarCard = {
  ...entradaCriarCard,
  id: 'criarCard',
  grupo: 'Cards',
  resumo: 'Criar um card',
  descricao:
    'Cria o card na etapa inicial do fluxo, com os valores do formulário por nomeVariavel (cada um conferido pelo seu campo). Exige permissão de executar na etapa inicial. Envie Idempotency-Key para que uma nova tentativa não crie um segundo card.',
  resposta: { status: 201, descricao: 'O card criado', schema: mensagemSchema.extend({ Instancia: cardSchema }) },
  erros: [403, 404, 409, 413, 422],
  exemplos: {
    corpo: { idFluxo: ID_EXEMPLO.fluxo, descricao: 'Pedido 1234', valoresFormulario: { cliente: 'Empresa X' } },
    resposta: { mensagem: 'Card criado com sucesso', Instancia: CARD_EXEMPLO },
  },
} as const satisfies OperacaoApi;

export const buscarCard = {
  ...entradaBuscarCard,
  id: 'buscarCard',
  grupo: 'Cards',
  resumo: 'Buscar um card',
  descricao: 'O card com os valores do formulário (jsonDadosExecucao.listaValoresFormulario).',
  resposta: { status: 200, descricao: 'O card', schema: z.object({ Instancia: cardSchema }) },
  erros: [403, 404],
  exemplos: { resposta: { Instancia: CARD_EXEMPLO } },
} as const satisfies OperacaoApi;

export const atualizarCard = {
  ...entradaAtualizarCard,
  id: 'atualizarCard',
  grupo: 'Cards',
  resumo: 'Atualizar um card',
  descricao:
    'Título, detalhes e vencimento (o que não vier fica como está) e valores do formulário da etapa atual (valoresFormulario, por nomeVariavel). Com as mesmas permissões e restrições da tela do card.',
  resposta: { status: 200, descricao: 'O card alterado', schema: mensagemSchema.extend({ Instancia: cardSchema }) },
  erros: [403, 404, 409, 413],
  exemplos: {
    corpo: { descricao: 'Pedido 1234 (urgente)', valoresFormulario: { cliente: 'Empresa Y' } },
    resposta: { mensagem: 'Card atualizado com sucesso', Instancia: CARD_EXEMPLO },
  },
} as const satisfies OperacaoApi;

export const moverCard = {
  ...entradaMoverCard,
  id: 'moverCard',
  grupo: 'Cards',
  resumo: 'Mover um card para outra etapa',
  descricao:
    "Só para uma etapa conectada à atual (listaIdsEtapasDestino), com permissão de executar na etapa de origem e o formulário dela completo (422 EErrosMovimentacao, com os erros por card); uma regra ativa pode impedir (422 'Movimentação impedida'). As regras do fluxo disparam como numa movimentação pela tela.",
  resposta: {
    status: 200,
    descricao: 'O card movido',
    schema: mensagemSchema.extend({ Instancia: cardResumoSchema.optional() }),
  },
  erros: [403, 404, 409, 422],
  exemplos: {
    corpo: { idEtapaDestino: ID_EXEMPLO.etapa2 },
    resposta: {
      mensagem: 'Card movido com sucesso',
      Instancia: {
        ...CARD_RESUMO_EXEMPLO,
        Etapa: { id: ID_EXEMPLO.etapa2, descricao: 'Em andamento', cor: '#52C41A' },
      },
    },
  },
} as const satisfies OperacaoApi;

export const excluirCard = {
  ...entradaExcluirCard,
  id: 'excluirCard',
  grupo: 'Cards',
  resumo: 'Excluir um card',
  descricao: 'Só quem criou o card pode excluí-lo.',
  resposta: { status: 200, descricao: 'Card excluído', schema: mensagemSchema },
  erros: [403, 404, 409],
  exemplos: { resposta: { mensagem: 'Card excluído com sucesso' } },
} as const satisfies OperacaoApi;

export const listarComentarios = {
  ...entradaListarComentarios,
  id: 'listarComentarios',
  grupo: 'Comentários',
  resumo: 'Listar os comentários de um card',
  descricao: 'Mais novos primeiro, 20 por página.',
  resposta: {
    status: 200,
    descricao: 'Uma página de comentários',
    schema: z.object({
      listaComentarios: z.array(z.looseObject({ id: z.string(), comentario: z.string() })),
      proximoCursor,
    }),
  },
  erros: [403, 404],
  exemplos: {
    resposta: {
      listaComentarios: [
        {
          id: ID_EXEMPLO.comentario,
          comentario: '<p>Cliente confirmou.</p>',
          emailUsuario: PESSOA_EXEMPLO.email,
          nomeUsuario: PESSOA_EXEMPLO.nome,
          geradoPeloSistema: 'N',
          dataHoraAlteracao: '2026-11-26T13:10:00.000Z',
        },
      ],
      proximoCursor: null,
    },
  },
} as const satisfies OperacaoApi;
