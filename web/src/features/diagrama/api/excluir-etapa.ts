import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';

export function excluirEtapa(idEtapa: string): Promise<RespostaMensagemFluxo> {
  return api<RespostaMensagemFluxo>(`/etapas/excluir/${encodeURIComponent(idEtapa)}`, { method: 'DELETE' });
}

export function useExcluirEtapa(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirEtapa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
