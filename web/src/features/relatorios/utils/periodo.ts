import { LIMITES_RELATORIO } from '@wf/shared/schemas/relatorio';
import dayjs, { type Dayjs } from '../../../lib/dayjs';

export type Periodo = [Dayjs, Dayjs];

/** The last `dias` days, today included. */
export const ultimosDias = (dias: number, hoje: Dayjs = dayjs()): Periodo => [
  hoje.subtract(dias - 1, 'day').startOf('day'),
  hoje.startOf('day'),
];

/** The screen opens on the last 30 days. */
export const periodoPadrao = (hoje?: Dayjs): Periodo => ultimosDias(LIMITES_RELATORIO.diasPadrao, hoje);

/** The range picker's presets: 7, 14, 30 and 90 days. */
export const presetsPeriodo = (hoje?: Dayjs): { label: string; value: Periodo }[] =>
  LIMITES_RELATORIO.presets.map((dias) => ({ label: `Últimos ${dias} dias`, value: ultimosDias(dias, hoje) }));

/** The API's query: YYYY-MM-DD of the local calendar days picked. */
export const periodoNaApi = ([inicio, fim]: Periodo): { dataInicio: string; dataFim: string } => ({
  dataInicio: inicio.format('YYYY-MM-DD'),
  dataFim: fim.format('YYYY-MM-DD'),
});
