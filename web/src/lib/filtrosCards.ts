import type { FlagSN } from '@wf/shared/types/sessao';

/** The list view filters and their GET /api/instancias/filtrar query. */
export interface FiltrosLista {
  textoPesquisa: string;
  cardSemResponsaveis: boolean;
  cardsAtribuidosMim: boolean;
  cardsSemDatas: boolean;
  cardsVencidos: boolean;
  cardsVencendoSemana: boolean;
  idsEtiquetas: string[];
}

export const FILTROS_VAZIOS: FiltrosLista = {
  textoPesquisa: '',
  cardSemResponsaveis: false,
  cardsAtribuidosMim: false,
  cardsSemDatas: false,
  cardsVencidos: false,
  cardsVencendoSemana: false,
  idsEtiquetas: [],
};

export type FlagFiltro = Exclude<keyof FiltrosLista, 'textoPesquisa' | 'idsEtiquetas'>;

export const ROTULOS_FLAGS: Record<FlagFiltro, string> = {
  cardSemResponsaveis: 'Cards sem responsável',
  cardsAtribuidosMim: 'Atribuídos a mim',
  cardsSemDatas: 'Sem datas',
  cardsVencidos: 'Vencidos',
  cardsVencendoSemana: 'Vencendo na semana (7 dias)',
};

const S: FlagSN = 'S';

/** Only what is set goes in the query: flags as S, labels as a comma list, trimmed text. */
export function montarQueryFiltros(idFluxo: string, filtros: FiltrosLista, cursor?: string | null): URLSearchParams {
  const query = new URLSearchParams({ idFluxo });
  const texto = filtros.textoPesquisa.trim();
  if (texto) query.set('textoPesquisa', texto);
  for (const flag of Object.keys(ROTULOS_FLAGS) as FlagFiltro[]) if (filtros[flag]) query.set(flag, S);
  if (filtros.idsEtiquetas.length > 0) query.set('idsEtiquetas', filtros.idsEtiquetas.join(','));
  if (cursor) query.set('cursor', cursor);
  return query;
}

/** How many filters are on (the badge of the filter button). */
export function contarFiltrosAtivos(filtros: FiltrosLista): number {
  const flags = (Object.keys(ROTULOS_FLAGS) as FlagFiltro[]).filter((f) => filtros[f]).length;
  return flags + (filtros.textoPesquisa.trim() ? 1 : 0) + (filtros.idsEtiquetas.length > 0 ? 1 : 0);
}
