import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaOrganograma } from '@wf/shared/schemas/organograma';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

export function buscarOrganograma(): Promise<RespostaOrganograma> {
  return api<RespostaOrganograma>('/organograma/buscar-organograma');
}

export function organogramaQueryOptions() {
  return queryOptions({
    queryKey: chaves.organograma.arvore(),
    queryFn: buscarOrganograma,
    // The page shows the failure itself, with a retry.
    meta: { silenciarErro: true },
  });
}

export function useOrganograma() {
  return useQuery(organogramaQueryOptions());
}
