import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaHistorico } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/instancia/historico/buscar-por-instancia/{id}: the card's movements. */
export function buscarHistorico(idInstancia: string): Promise<RespostaHistorico> {
  return api<RespostaHistorico>(`/instancia/historico/buscar-por-instancia/${encodeURIComponent(idInstancia)}`);
}

export function historicoQueryOptions(idInstancia: string) {
  return queryOptions({
    queryKey: chaves.card.historico(idInstancia),
    queryFn: () => buscarHistorico(idInstancia),
  });
}

export function useHistorico(idInstancia: string, habilitado: boolean) {
  return useQuery({ ...historicoQueryOptions(idInstancia), enabled: habilitado });
}
