import * as z from 'zod';
import { flagSN } from './campos';

/** The header card search: what it needs and its pt-BR messages (web and functions share them). */
export const LIMITES_PESQUISA = {
  /** Fewest characters (of the longest word) a search starts with. */
  minimoCaracteres: 3,
  /** Pause after the last key before the popover searches (ms). */
  atrasoMs: 200,
  /** Cards one answer carries at most. */
  maxResultados: 30,
} as const;

export const mensagensPesquisa = {
  textoCurto: 'Digite ao menos 3 caracteres para pesquisar',
  dataInvalida: (qual: string) => `${qual} inválida. Use o formato DD/MM/AAAA`,
  dataObrigatoria: (qual: string) => `Informe a ${qual.toLowerCase()}`,
  intervaloInvertido: (periodo: string) => `A data final de ${periodo} deve ser igual ou posterior à data inicial`,
  semResultados: 'Nenhum card encontrado',
} as const;

const DATA_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** DD/MM/YYYY of a real calendar day, as YYYY-MM-DD; null otherwise (31/02/2024, 2024-01-01, ...). */
export function diaDeDataBr(texto: string): string | null {
  const m = DATA_BR.exec(texto.trim());
  if (!m) return null;
  const [, dd, mm, aaaa] = m;
  const iso = `${aaaa}-${mm}-${dd}`;
  const d = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The longest word of a search, as the server compares it (lower case, no accents). */
export function maiorPalavra(texto: string): string {
  const palavras = texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return palavras.reduce((a, b) => (b.length > a.length ? b : a), '');
}

const dataOpcional = z.string().max(20).optional();

type Periodo = { flag: 'considerarInclusao' | 'considerarAlteracao'; inicio: string; fim: string; nome: string };
const PERIODOS: Periodo[] = [
  { flag: 'considerarInclusao', inicio: 'dataInicioInclusao', fim: 'dataFimInclusao', nome: 'inclusão' },
  { flag: 'considerarAlteracao', inicio: 'dataInicioAlteracao', fim: 'dataFimAlteracao', nome: 'alteração' },
];

/**
 * GET /api/instancias/pesquisar. textoPesquisa: a word of 3+ letters or digits at least (the one
 * the index is read by); considerarDadosExecucao=S also looks in the form values; each date range
 * (DD/MM/YYYY, inclusive, days in Brasília time) applies only with its considerar…=S, and then
 * both its dates are required.
 */
export const pesquisarInstanciasQuery = z
  .object({
    textoPesquisa: z.string({ error: mensagensPesquisa.textoCurto }).trim().max(200),
    considerarDadosExecucao: flagSN.optional(),
    considerarInclusao: flagSN.optional(),
    dataInicioInclusao: dataOpcional,
    dataFimInclusao: dataOpcional,
    considerarAlteracao: flagSN.optional(),
    dataInicioAlteracao: dataOpcional,
    dataFimAlteracao: dataOpcional,
  })
  .superRefine((q, ctx) => {
    if (maiorPalavra(q.textoPesquisa).length < LIMITES_PESQUISA.minimoCaracteres)
      ctx.addIssue({ code: 'custom', path: ['textoPesquisa'], message: mensagensPesquisa.textoCurto });
    for (const p of PERIODOS) {
      if (q[p.flag] !== 'S') continue;
      const dias: Array<string | null> = [];
      for (const [campo, rotulo] of [
        [p.inicio, `Data inicial de ${p.nome}`],
        [p.fim, `Data final de ${p.nome}`],
      ] as const) {
        const valor = q[campo as keyof typeof q];
        if (!valor) {
          ctx.addIssue({ code: 'custom', path: [campo], message: mensagensPesquisa.dataObrigatoria(rotulo) });
          dias.push(null);
          continue;
        }
        const dia = diaDeDataBr(valor);
        if (!dia) ctx.addIssue({ code: 'custom', path: [campo], message: mensagensPesquisa.dataInvalida(rotulo) });
        dias.push(dia);
      }
      const [de, ate] = dias;
      if (de && ate && ate < de)
        ctx.addIssue({ code: 'custom', path: [p.fim], message: mensagensPesquisa.intervaloInvertido(p.nome) });
    }
  });
