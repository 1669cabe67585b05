import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { clonarEtapaSchema } from '@wf/shared/schemas/etapa';
import type { RespostaEtapa } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';

export type ClonagemEtapa = z.input<typeof clonarEtapaSchema>;

export function clonarEtapa(dados: ClonagemEtapa): Promise<RespostaEtapa> {
  return api<RespostaEtapa>('/etapas/clonar', { method: 'POST', body: dados });
}

export function useClonarEtapa(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clonarEtapa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
