import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarPosicoesSchema } from '@wf/shared/schemas/etapa';
import type { RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';

export type NovasPosicoes = z.input<typeof atualizarPosicoesSchema>;

export function atualizarPosicoes(dados: NovasPosicoes): Promise<RespostaMensagemFluxo> {
  return api<RespostaMensagemFluxo>('/etapas/atualizar-posicoes', { method: 'PATCH', body: dados });
}

export function useAtualizarPosicoes(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarPosicoes,
    // Success or failure, the server's positions are the truth (a failed save snaps the nodes back).
    onSettled: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
