import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { ErroMovimentacao } from '@wf/shared/types/instancia';
import dayjs from './dayjs';
import { ApiError } from './api';

/**
 * Card display rules shared by the board and the list. No React.
 */

/** Overdue: the due date (YYYY-MM-DD or ISO) is before today, in the browser's calendar. */
export function estaVencido(dataVencimento: string | null | undefined, hoje: Date = new Date()): boolean {
  if (!dataVencimento) return false;
  return dayjs(dataVencimento.slice(0, 10)).isBefore(dayjs(hoje).startOf('day'), 'day');
}

/** Due within the next `dias` days (today included), not overdue. */
export function venceEmBreve(
  dataVencimento: string | null | undefined,
  hoje: Date = new Date(),
  dias: number = LIMITES_CARD.vencendoEmDias,
): boolean {
  if (!dataVencimento || estaVencido(dataVencimento, hoje)) return false;
  const limite = dayjs(hoje).startOf('day').add(dias, 'day');
  return !dayjs(dataVencimento.slice(0, 10)).isAfter(limite, 'day');
}

/** The avatar stack: the first `maximo` people, and how many more ('+N'; 0 shows nothing). */
export function dividirAvatares<T>(pessoas: readonly T[], maximo: number = LIMITES_CARD.avataresVisiveis) {
  return { visiveis: pessoas.slice(0, maximo), restantes: Math.max(0, pessoas.length - maximo) };
}

/** Checklist badge: 'feitos/total', complete when every item is checked (green on the board). */
export function progressoChecklist(marcados: number, desmarcados: number) {
  const total = marcados + desmarcados;
  return {
    total,
    marcados,
    completo: total > 0 && desmarcados === 0,
    percentual: total ? Math.round((marcados / total) * 100) : 0,
  };
}

/** A move blocked by invalid forms answers 422 with the cards and their errors. */
export const TIPO_ERROS_MOVIMENTACAO = 'EErrosMovimentacao';

/** The per-card errors of a blocked move, or null when the failure is of another kind. */
export function errosDeMovimentacao(erro: unknown): ErroMovimentacao[] | null {
  if (!(erro instanceof ApiError)) return null;
  const corpo = erro.corpo as unknown as { erros?: unknown; listaErros?: unknown };
  const lista = Array.isArray(corpo.erros) ? corpo.erros : Array.isArray(corpo.listaErros) ? corpo.listaErros : null;
  if (!lista) return null;
  if (erro.tipo !== TIPO_ERROS_MOVIMENTACAO && lista.length === 0) return null;
  return lista
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({
      idInstancia: String(e.idInstancia ?? ''),
      descricao: String(e.descricao ?? ''),
      erros: Array.isArray(e.erros) ? e.erros.map(String) : [],
    }));
}
