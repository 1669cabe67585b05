import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { PaginaCards } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/instancias/buscar-por-etapa/{idEtapa}?max=20&cursor=: one page of a stage's cards. */
export function buscarCardsEtapa(idEtapa: string, cursor: string | null): Promise<PaginaCards> {
  const parametros = new URLSearchParams({ max: String(LIMITES_CARD.cardsPorPagina) });
  if (cursor) parametros.set('cursor', cursor);
  return api<PaginaCards>(`/instancias/buscar-por-etapa/${encodeURIComponent(idEtapa)}?${parametros.toString()}`);
}

/** Every board column has its own infinite list (20 per page). */
export function cardsEtapaQueryOptions(idEtapa: string) {
  return infiniteQueryOptions({
    queryKey: chaves.cards.coluna(idEtapa),
    queryFn: ({ pageParam }) => buscarCardsEtapa(idEtapa, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.proximoCursor,
  });
}

export function useCardsEtapa(idEtapa: string) {
  return useInfiniteQuery(cardsEtapaQueryOptions(idEtapa));
}
