import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { copiarFluxoSchema } from '@wf/shared/schemas/fluxo';
import type { RespostaFluxoAlterado } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxosQueryOptions } from './get-fluxos';

export type CopiaFluxo = z.output<typeof copiarFluxoSchema>['FluxoOrigem'];

/** "Duplicar fluxo": a new flow with the stages (and, if asked, the authorisations) of another. */
export function copiarFluxo(FluxoOrigem: CopiaFluxo): Promise<RespostaFluxoAlterado> {
  return api<RespostaFluxoAlterado>('/fluxos/copiar', { method: 'POST', body: { FluxoOrigem } });
}

export function useCopiarFluxo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copiarFluxo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fluxosQueryOptions().queryKey }),
  });
}
