import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarEtapaSchema } from '@wf/shared/schemas/etapa';
import type { RespostaEtapaAtualizada } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';

export type AlteracaoEtapa = z.input<typeof atualizarEtapaSchema>;

export function atualizarEtapa(idEtapa: string, dados: AlteracaoEtapa): Promise<RespostaEtapaAtualizada> {
  return api<RespostaEtapaAtualizada>(`/etapas/atualizar/${encodeURIComponent(idEtapa)}`, {
    method: 'PUT',
    body: dados,
  });
}

/** Flag rules run on the server (one initial stage; final/open drop outgoing links): the refetch shows them. */
export function useAtualizarEtapa(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idEtapa, dados }: { idEtapa: string; dados: AlteracaoEtapa }) => atualizarEtapa(idEtapa, dados),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
  });
}
