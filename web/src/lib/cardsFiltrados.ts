import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RespostaFiltroInstancias } from '@wf/shared/types/instancia';
import { api } from './api';
import { chaves } from './chavesDeConsulta';
import { montarQueryFiltros, type FiltrosLista } from './filtrosCards';

/** GET /api/instancias/filtrar: the flow's cards matching the filters, a page at a time (list view and board). */
export function filtrarCards(
  idFluxo: string,
  filtros: FiltrosLista,
  cursor: string | null,
): Promise<RespostaFiltroInstancias> {
  return api<RespostaFiltroInstancias>(
    `/instancias/filtrar?${montarQueryFiltros(idFluxo, filtros, cursor).toString()}`,
  );
}

export function cardsFiltradosQueryOptions(idFluxo: string, filtros: FiltrosLista) {
  return infiniteQueryOptions({
    queryKey: chaves.cards.lista(idFluxo, filtros),
    queryFn: ({ pageParam }) => filtrarCards(idFluxo, filtros, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.proximoCursor,
  });
}

export function useCardsFiltrados(idFluxo: string, filtros: FiltrosLista, habilitado = true) {
  // The table keeps the previous answer while a new filter loads (no flash of the empty state).
  return useInfiniteQuery({
    ...cardsFiltradosQueryOptions(idFluxo, filtros),
    placeholderData: keepPreviousData,
    enabled: habilitado,
  });
}
