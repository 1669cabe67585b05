import * as z from 'zod';
import { relatorioQuery } from '@wf/shared/schemas/relatorio';
import type { OperacaoApi } from '../operacao';
import { ID_EXEMPLO } from './comum';
import { linhaRelatorioCardSchema, linhaRelatorioFluxoSchema, proximoCursor } from './respostas';

const LINHA_CARD = {
  idInstancia: ID_EXEMPLO.card,
  idFluxo: ID_EXEMPLO.fluxo,
  descrCard: 'Pedido 1234',
  dataCriacao: '2026-11-26T13:00:00.000Z',
  dataVencimento: '2026-12-10',
  ultimaMovimentacao: '2026-11-26T13:05:00.000Z',
  nomeFluxo: 'Atendimento',
  nomeEtapaAtual: 'Caixa de entrada',
  responsaveisAtuais: ['Ana Souza'],
};

const relatorioDeCards = <Id extends string, Lista extends string>(
  id: Id,
  caminho: string,
  lista: Lista,
  resumo: string,
  descricao: string,
) =>
  ({
    id,
    metodo: 'get',
    caminho,
    grupo: 'Relatórios',
    resumo,
    descricao: `${descricao} Período de no máximo 1 ano (datas AAAA-MM-DD), páginas com proximoCursor.`,
    consulta: relatorioQuery,
    resposta: {
      status: 200,
      descricao: 'Uma página do relatório',
      schema: z.object({ [lista]: z.array(linhaRelatorioCardSchema), proximoCursor }) as z.ZodObject,
    },
    exemplos: { resposta: { [lista]: [LINHA_CARD], proximoCursor: null } },
  }) as const satisfies OperacaoApi;

export const relatorioResumoFluxos = {
  id: 'relatorioResumoFluxos',
  metodo: 'get',
  caminho: '/api/v1/relatorios/resumo-fluxos',
  grupo: 'Relatórios',
  resumo: 'Resumo dos fluxos',
  descricao: 'Os fluxos que a pessoa vê, seus totais e o que aconteceu no período (criados, movimentados, concluídos).',
  consulta: relatorioQuery,
  resposta: {
    status: 200,
    descricao: 'Os fluxos e seus números',
    schema: z.object({ listaMeusFluxos: z.array(linhaRelatorioFluxoSchema), proximoCursor }),
  },
  exemplos: {
    resposta: {
      listaMeusFluxos: [
        {
          idFluxo: ID_EXEMPLO.fluxo,
          nomeFluxo: 'Atendimento',
          totalCards: 42,
          totalEtapas: 3,
          totalPessoasAutorizadas: 5,
          cardsCriadosNoPeriodo: 10,
          cardsMovimentadosNoPeriodo: 7,
          cardsConcluidosNoPeriodo: 2,
        },
      ],
      proximoCursor: null,
    },
  },
} as const satisfies OperacaoApi;

export const relatorioCardsCriados = relatorioDeCards(
  'relatorioCardsCriados',
  '/api/v1/relatorios/cards-criados',
  'listaCardsCriados',
  'Cards criados no período',
  'Mais novos primeiro.',
);
export const relatorioCardsVencendo = relatorioDeCards(
  'relatorioCardsVencendo',
  '/api/v1/relatorios/cards-vencendo',
  'listaCardsVencendo',
  'Cards que vencem no período',
  'Os que vencem antes primeiro.',
);
export const relatorioCardsAcompanhados = relatorioDeCards(
  'relatorioCardsAcompanhados',
  '/api/v1/relatorios/cards-acompanhados',
  'listaCardsAcompanhamento',
  'Cards que a pessoa acompanha',
  'Os cards seguidos pela pessoa do token.',
);
