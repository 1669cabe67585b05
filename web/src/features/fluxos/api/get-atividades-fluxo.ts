import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITES_FLUXO } from '@wf/shared/constants/fluxos';
import type { RespostaAtividadesFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** Where the next page starts: the server's cursor when it gave one, else the offset. */
export interface PaginaAtividades {
  offset: number;
  cursor: string | null;
}

/** One page of the flow's activities, newest first (pages of 50). */
export function buscarAtividadesFluxo(idFluxo: string, pagina: PaginaAtividades): Promise<RespostaAtividadesFluxo> {
  const consulta = new URLSearchParams({
    offset: String(pagina.offset),
    count: String(LIMITES_FLUXO.atividadesPorPagina),
  });
  if (pagina.cursor) consulta.set('cursor', pagina.cursor);
  return api<RespostaAtividadesFluxo>(`/fluxos/atividades/${encodeURIComponent(idFluxo)}?${consulta.toString()}`);
}

export function atividadesFluxoQueryOptions(idFluxo: string) {
  return infiniteQueryOptions({
    queryKey: chaves.fluxos.atividades(idFluxo),
    queryFn: ({ pageParam }) => buscarAtividadesFluxo(idFluxo, pageParam),
    initialPageParam: { offset: 0, cursor: null } as PaginaAtividades,
    getNextPageParam: (ultima, paginas): PaginaAtividades | undefined =>
      ultima.temMais
        ? {
            offset: paginas.reduce((total, pagina) => total + pagina.listaAtividades.length, 0),
            cursor: ultima.proximoCursor,
          }
        : undefined,
    // Opening the drawer again shows what happened meanwhile.
    staleTime: 0,
  });
}

export function useAtividadesFluxo(idFluxo: string, habilitado: boolean) {
  return useInfiniteQuery({ ...atividadesFluxoQueryOptions(idFluxo), enabled: habilitado });
}
