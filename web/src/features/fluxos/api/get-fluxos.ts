import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaListaFluxos } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** Every flow the user owns or is authorised in, active and archived (the list splits them). */
export function buscarFluxos(): Promise<RespostaListaFluxos> {
  return api<RespostaListaFluxos>('/fluxos/buscar');
}

export function fluxosQueryOptions() {
  return queryOptions({
    queryKey: chaves.fluxos.lista(),
    queryFn: buscarFluxos,
  });
}

export function useFluxos() {
  return useQuery(fluxosQueryOptions());
}
