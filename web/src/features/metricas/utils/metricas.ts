import type { RespostaMetricasFluxo } from '@wf/shared/types/relatorio';

/** No card in the flow and no move in the window: the charts would be empty, the tab says so instead. */
export const semDadosParaGraficos = (m: RespostaMetricasFluxo): boolean =>
  m.totalCardsCriados === 0 && m.listaHistoricoCards.every((d) => d.cardsMovimentados === 0);

/** 'YYYY-MM-DD' as the chart's axis shows it: DD/MM. */
export const diaMes = (dia: string): string => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/** An average per day as pt-BR shows it (two decimals at most). */
export const formatarMedia = (valor: number): string => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
