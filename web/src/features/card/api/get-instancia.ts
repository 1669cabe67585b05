import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Instancia } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { CHAVE_CARDS_ETAPAS } from '../../../lib/chavesCards';

export interface RespostaInstancia {
  Instancia: Instancia;
}

/** GET /api/instancias/buscar-por-id/{id} (403 'Você não tem permissão para abrir este card!', 404 'Card não encontrado'). */
export function buscarInstancia(idInstancia: string): Promise<RespostaInstancia> {
  return api<RespostaInstancia>(`/instancias/buscar-por-id/${encodeURIComponent(idInstancia)}`);
}

/** The card's key is the prefix of its sub-elements' keys: invalidating it refreshes everything. */
export function instanciaQueryOptions(idInstancia: string) {
  return queryOptions({
    queryKey: ['instancias', idInstancia] as const,
    queryFn: () => buscarInstancia(idInstancia),
    // The modal shows a friendly message and closes on 403/404.
    meta: { silenciarErro: true },
  });
}

export function useInstancia(idInstancia: string) {
  return useQuery(instanciaQueryOptions(idInstancia));
}

/**
 * After a change of a card: the card itself (and nothing else of its sub-elements) and every
 * query of its flow, the list and the board columns (their tiles show the card's badges).
 */
export function invalidarCard(queryClient: QueryClient, idInstancia: string, idFluxo: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: instanciaQueryOptions(idInstancia).queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: ['fluxos', idFluxo] }),
    queryClient.invalidateQueries({ queryKey: ['instancias', 'fluxo', idFluxo] }),
    queryClient.invalidateQueries({ queryKey: CHAVE_CARDS_ETAPAS }),
  ]);
}
