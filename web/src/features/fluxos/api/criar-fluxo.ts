import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inserirFluxoSchema } from '@wf/shared/schemas/fluxo';
import type { RespostaFluxo } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxosQueryOptions } from './get-fluxos';

export type NovoFluxo = z.output<typeof inserirFluxoSchema>['Fluxo'];

export function inserirFluxo(Fluxo: NovoFluxo): Promise<RespostaFluxo> {
  return api<RespostaFluxo>('/fluxos/inserir', { method: 'POST', body: { Fluxo } });
}

export function useCriarFluxo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inserirFluxo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxosQueryOptions().queryKey }),
  });
}
