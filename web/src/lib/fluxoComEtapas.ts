import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FluxoComEtapas } from '@wf/shared/types/fluxo';
import { api } from './api';
import { chaves } from './chavesDeConsulta';

/**
 * The flow screen in one call (GET /api/fluxos/buscar/etapas-com-instancias/{idFluxo}): the flow,
 * its stages with the user's permissions, the links and the labels. Shared by the flow page, the
 * board and the diagram; every stage, link and field change invalidates this key.
 */
export function buscarFluxoComEtapas(idFluxo: string): Promise<FluxoComEtapas> {
  return api<FluxoComEtapas>(`/fluxos/buscar/etapas-com-instancias/${encodeURIComponent(idFluxo)}`);
}

export function fluxoComEtapasQueryOptions(idFluxo: string) {
  return queryOptions({
    queryKey: chaves.fluxos.comEtapas(idFluxo),
    queryFn: () => buscarFluxoComEtapas(idFluxo),
  });
}

export function useFluxoComEtapas(idFluxo: string) {
  return useQuery(fluxoComEtapasQueryOptions(idFluxo));
}
