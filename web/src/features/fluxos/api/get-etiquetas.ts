import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RespostaEtiquetas } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { chaves } from '../../../lib/chavesDeConsulta';

export function buscarEtiquetas(idFluxo: string): Promise<RespostaEtiquetas> {
  return api<RespostaEtiquetas>(`/etiquetas/buscar/${encodeURIComponent(idFluxo)}`);
}

export function etiquetasQueryOptions(idFluxo: string) {
  return queryOptions({
    queryKey: chaves.fluxos.etiquetas(idFluxo),
    queryFn: () => buscarEtiquetas(idFluxo),
  });
}

export function useEtiquetas(idFluxo: string, habilitado = true) {
  return useQuery({ ...etiquetasQueryOptions(idFluxo), enabled: habilitado });
}

/** After a label changes: the drawer's list and the flow screen (whose cards show labels). */
export function invalidarEtiquetas(queryClient: QueryClient, idFluxo: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: etiquetasQueryOptions(idFluxo).queryKey }),
    queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  ]);
}
