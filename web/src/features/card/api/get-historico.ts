import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoricoCard } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { instanciaQueryOptions } from './get-instancia';

export interface RespostaHistorico {
  listaHistorico: HistoricoCard[];
}

/** GET /api/instancia/historico/buscar-por-instancia/{id}: the card's movements. */
export function buscarHistorico(idInstancia: string): Promise<RespostaHistorico> {
  return api<RespostaHistorico>(`/instancia/historico/buscar-por-instancia/${encodeURIComponent(idInstancia)}`);
}

export function historicoQueryOptions(idInstancia: string) {
  return queryOptions({
    queryKey: [...instanciaQueryOptions(idInstancia).queryKey, 'historico'] as const,
    queryFn: () => buscarHistorico(idInstancia),
  });
}

export function useHistorico(idInstancia: string, habilitado: boolean) {
  return useQuery({ ...historicoQueryOptions(idInstancia), enabled: habilitado });
}
