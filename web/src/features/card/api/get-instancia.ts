import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaInstancia } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/instancias/buscar-por-id/{id} (403 'Você não tem permissão para abrir este card!', 404 'Card não encontrado'). */
export function buscarInstancia(idInstancia: string): Promise<RespostaInstancia> {
  return api<RespostaInstancia>(`/instancias/buscar-por-id/${encodeURIComponent(idInstancia)}`);
}

/** The card's key is the prefix of its sub-elements' keys. */
export function instanciaQueryOptions(idInstancia: string) {
  return queryOptions({
    queryKey: chaves.card.raiz(idInstancia),
    queryFn: () => buscarInstancia(idInstancia),
    // The modal shows a friendly message and closes on 403/404.
    meta: { silenciarErro: true },
  });
}

export function useInstancia(idInstancia: string) {
  return useQuery(instanciaQueryOptions(idInstancia));
}
