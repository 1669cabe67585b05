import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaHistorico } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/instancia/historico/buscar-por-instancia/{id}: the card's movements. */
export function buscarHistoricoCard(idInstancia: string): Promise<RespostaHistorico> {
  return api<RespostaHistorico>(`/instancia/historico/buscar-por-instancia/${encodeURIComponent(idInstancia)}`);
}

export function historicoCardQueryOptions(idInstancia: string) {
  return queryOptions({
    queryKey: chaves.card.historico(idInstancia),
    queryFn: () => buscarHistoricoCard(idInstancia),
  });
}

export function useHistoricoCard(idInstancia: string | null) {
  return useQuery({ ...historicoCardQueryOptions(idInstancia ?? ''), enabled: Boolean(idInstancia) });
}
