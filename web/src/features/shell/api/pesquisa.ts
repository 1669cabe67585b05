import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RespostaPesquisaInstancias } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** What the header search and the advanced search send (DD/MM/YYYY dates; flags S/N). */
export type ParametrosPesquisa = Record<string, string> & { textoPesquisa: string };

/** GET /api/instancias/pesquisar, while `ativa` (3+ characters, after the typing pause). */
export function usePesquisaCards(params: ParametrosPesquisa, ativa: boolean) {
  return useQuery({
    queryKey: chaves.cards.pesquisa(params),
    queryFn: () => api<RespostaPesquisaInstancias>(`/instancias/pesquisar?${new URLSearchParams(params).toString()}`),
    enabled: ativa,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
