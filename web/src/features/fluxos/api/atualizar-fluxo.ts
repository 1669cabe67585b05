import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarFluxoSchema } from '@wf/shared/schemas/fluxo';
import type { RespostaFluxoAlterado } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxoQueryOptions, invalidarFluxo } from './get-fluxo';

export type AtualizacaoFluxo = z.output<typeof atualizarFluxoSchema>;

/** The owner's "Editar dados" and "Link público" dialogs (the whole flow, and the background image). */
export function atualizarFluxo(dados: AtualizacaoFluxo): Promise<RespostaFluxoAlterado> {
  return api<RespostaFluxoAlterado>('/fluxos/atualizar', { method: 'PUT', body: dados });
}

export function useAtualizarFluxo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarFluxo,
    onSuccess: ({ Fluxo }) => {
      queryClient.setQueryData(fluxoQueryOptions(Fluxo.id).queryKey, { Fluxo });
      return invalidarFluxo(queryClient, Fluxo.id);
    },
  });
}
