import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RespostaFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { atividadesFluxoQueryOptions } from './get-atividades-fluxo';
import { fluxosQueryOptions } from './get-fluxos';
import { chaves } from '../../../lib/chavesDeConsulta';

/** One flow with what its dialogs need (form texts, public link, rotuloNovaInstancia). */
export function buscarFluxo(idFluxo: string): Promise<RespostaFluxo> {
  return api<RespostaFluxo>(`/fluxos/buscar/${encodeURIComponent(idFluxo)}`);
}

export function fluxoQueryOptions(idFluxo: string) {
  return queryOptions({
    queryKey: chaves.fluxos.dados(idFluxo),
    queryFn: () => buscarFluxo(idFluxo),
  });
}

export function useFluxo(idFluxo: string, habilitado = true) {
  return useQuery({ ...fluxoQueryOptions(idFluxo), enabled: habilitado });
}

/** After a change to one flow: the list, the flow, its screen and its activities are stale. */
export function invalidarFluxo(queryClient: QueryClient, idFluxo: string): Promise<unknown> {
  return Promise.all(
    [
      fluxosQueryOptions().queryKey,
      fluxoQueryOptions(idFluxo).queryKey,
      fluxoComEtapasQueryOptions(idFluxo).queryKey,
      atividadesFluxoQueryOptions(idFluxo).queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
