/** A flow's counters of one day, as the home's projection keeps them (painel's DiaFluxo). */
interface DiaFluxo {
  dia: string;
  criados: number;
  movidos: number;
  concluidos: number;
}

/** The metrics' window: the last 30 Brasília days, today included. */
export const METRICAS_DIAS = 30;

/** The average per day over the window (days without a counter count as 0), two decimals. */
export const mediaPorDia = (dias: DiaFluxo[], campo: 'criados' | 'movidos' | 'concluidos'): number =>
  Math.round((dias.reduce((s, d) => s + d[campo], 0) / METRICAS_DIAS) * 100) / 100;

/** One point per day of the window from `inicio` (YYYY-MM-DD), 0 where no counter exists. */
export function historicoDeDias(
  dias: DiaFluxo[],
  inicio: string,
  quantos: number,
): { dataReferencia: string; cardsMovimentados: number }[] {
  const porDia = new Map(dias.map((d) => [d.dia, d.movidos]));
  const base = Date.parse(`${inicio}T00:00:00Z`);
  return Array.from({ length: quantos }, (_, i) => {
    const dia = new Date(base + i * 86_400_000).toISOString().slice(0, 10);
    return { dataReferencia: dia, cardsMovimentados: porDia.get(dia) ?? 0 };
  });
}
