import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITES_HOME, type TileHome } from '@wf/shared/constants/home';
import type { AtividadesHome, CardsPorTile, GraficosHome, ResumoHome } from '@wf/shared/types/home';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/home: tiles' totals, the person's flows, the latest release. */
export function useResumoHome() {
  return useQuery({
    queryKey: chaves.home.resumo(),
    queryFn: () => api<ResumoHome>('/home?ignorarFluxosArquivados=S'),
    refetchOnMount: 'always',
  });
}

/** GET /api/home/cards-por-tipo/{tile}: one page (30) of the cards under a tile (`ativo` false: none). */
export function useCardsDoTile(tile: TileHome, pagina: number, ativo = true) {
  const offset = (pagina - 1) * LIMITES_HOME.cardsPorPagina;
  return useQuery({
    queryKey: chaves.home.tile(tile, offset),
    queryFn: () =>
      api<CardsPorTile>(`/home/cards-por-tipo/${tile}?offset=${offset}&count=${LIMITES_HOME.cardsPorPagina}`),
    placeholderData: keepPreviousData,
    enabled: ativo,
  });
}

/**
 * The same cards page after page, each new page appended (small screens: 'Buscar mais cards...'),
 * following the answer's cursor; `ativo` false fetches nothing (the large screens page by number).
 */
export function useCardsDoTileEmSequencia(tile: TileHome, ativo: boolean) {
  return useInfiniteQuery({
    queryKey: chaves.home.tileEmSequencia(tile),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ count: String(LIMITES_HOME.cardsPorPagina) });
      if (pageParam) params.set('cursor', pageParam);
      return api<CardsPorTile>(`/home/cards-por-tipo/${tile}?${params.toString()}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (pagina) => pagina.proximoCursor,
    enabled: ativo,
  });
}

/** GET /api/home/graficos/{idFluxo}: the flow's last 15 days and its cards per responsible. */
export function useGraficoHome(idFluxo: string | undefined) {
  return useQuery({
    queryKey: chaves.home.grafico(idFluxo ?? ''),
    queryFn: () => api<GraficosHome>(`/home/graficos/${encodeURIComponent(idFluxo!)}?ignorarFluxosArquivados=S`),
    enabled: !!idFluxo,
  });
}

/** GET /api/home/atividades: the feed, 20 a page, the next page when the list's end shows. */
export function useAtividadesHome() {
  return useInfiniteQuery({
    queryKey: chaves.home.atividades(),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({
        count: String(LIMITES_HOME.atividadesPorPagina),
        ignorarFluxosArquivados: 'S',
      });
      if (pageParam) params.set('cursor', pageParam);
      return api<AtividadesHome>(`/home/atividades?${params.toString()}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (pagina) => pagina.proximoCursor,
  });
}

/** POST /api/home/ultima-release-visualizada: the indicator stops calling attention. */
export function useMarcarReleaseVista() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (versao: string) =>
      api<{ mensagem: string }>('/home/ultima-release-visualizada', { method: 'POST', body: { versao } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chaves.home.resumo() }),
  });
}
