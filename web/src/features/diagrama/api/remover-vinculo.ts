import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';

export function removerVinculo(idVinculo: string): Promise<RespostaMensagemFluxo> {
  return api<RespostaMensagemFluxo>(`/etapa-rel/remover-vinculo/${encodeURIComponent(idVinculo)}`, {
    method: 'DELETE',
  });
}

export function useRemoverVinculo(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removerVinculo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
