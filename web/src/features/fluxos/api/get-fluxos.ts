import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaListaFluxos } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';

/** Every flow the user owns or is authorised in, active and archived (the list splits them). */
export function buscarFluxos(): Promise<RespostaListaFluxos> {
  return api<RespostaListaFluxos>('/fluxos/buscar');
}

export function fluxosQueryOptions() {
  return queryOptions({
    queryKey: ['fluxos', 'lista'] as const,
    queryFn: buscarFluxos,
  });
}

export function useFluxos() {
  return useQuery(fluxosQueryOptions());
}
