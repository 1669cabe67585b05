import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inserirEtapaSchema } from '@wf/shared/schemas/etapa';
import type { RespostaEtapaInserida } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';

export type NovaEtapa = z.input<typeof inserirEtapaSchema>;

export function inserirEtapa(dados: NovaEtapa): Promise<RespostaEtapaInserida> {
  return api<RespostaEtapaInserida>('/etapas/inserir', { method: 'POST', body: dados });
}

export function useInserirEtapa(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inserirEtapa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
