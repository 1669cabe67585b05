import * as z from 'zod';

/** Messages of the reports and of the flow metrics. */
export const mensagensRelatorio = {
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD',
  inicioDepoisDoFim: 'A data inicial deve ser anterior ou igual à data final',
  periodoLongo: 'O período pode ter no máximo 366 dias',
  cursorInvalido: 'Cursor inválido',
  semDadosMetricas: 'Ainda não existem dados suficientes para exibição dos gráficos',
} as const;

/** Limits of the reports: the longest range and the rows of one page (a page is one bounded read per flow). */
export const LIMITES_RELATORIO = {
  diasMaximos: 366,
  linhasPorPagina: 100,
  /** The date-range presets of the screen (days back from today, today included). */
  presets: [7, 14, 30, 90],
  diasPadrao: 30,
} as const;

/** A calendar day YYYY-MM-DD that exists (2024-02-30 is refused). */
export const diaIso = z
  .string({ error: (i) => (i.input === undefined ? 'Campo obrigatório' : mensagensRelatorio.dataInvalida) })
  .max(10, { error: mensagensRelatorio.dataInvalida })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: mensagensRelatorio.dataInvalida })
  .refine(
    (d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
    },
    { error: mensagensRelatorio.dataInvalida },
  );

const diasEntre = (inicio: string, fim: string): number =>
  Math.round((Date.parse(`${fim}T00:00:00Z`) - Date.parse(`${inicio}T00:00:00Z`)) / 86_400_000) + 1;

/** GET /api/relatorios/*: dataInicio..dataFim (both days included, tenant's calendar), and the next page's cursor. */
export const relatorioQuery = z
  .object({
    dataInicio: diaIso,
    dataFim: diaIso,
    cursor: z.string().max(500).optional(),
  })
  .refine((q) => q.dataInicio <= q.dataFim, { error: mensagensRelatorio.inicioDepoisDoFim, path: ['dataFim'] })
  .refine((q) => q.dataInicio > q.dataFim || diasEntre(q.dataInicio, q.dataFim) <= LIMITES_RELATORIO.diasMaximos, {
    error: mensagensRelatorio.periodoLongo,
    path: ['dataFim'],
  });

export const TIPOS_RELATORIO = ['resumo-fluxos', 'cards-criados', 'cards-vencendo', 'cards-acompanhados'] as const;
export type TipoRelatorio = (typeof TIPOS_RELATORIO)[number];
