import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaVinculo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import type { NovoVinculo } from '../utils/diagrama';

export function criarVinculo(vinculo: NovoVinculo): Promise<RespostaVinculo> {
  return api<RespostaVinculo>('/etapa-rel/criar-vinculo', { method: 'POST', body: { EtapaRel: vinculo } });
}

/** Not drawn before the server agrees: a refused link (duplicate, final origin) only shows its message. */
export function useCriarVinculo(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarVinculo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
