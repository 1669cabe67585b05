import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxosQueryOptions } from './get-fluxos';
import { chaves } from '../../../lib/chavesDeConsulta';

export interface ExclusaoFluxo {
  idFluxo: string;
  /** 'CONFIRMAR', typed by the user, when the flow has cards. */
  confirmacao?: string;
}

export function excluirFluxo({ idFluxo, confirmacao }: ExclusaoFluxo): Promise<RespostaMensagemFluxo> {
  const consulta = confirmacao ? `?${new URLSearchParams({ confirmacao }).toString()}` : '';
  return api<RespostaMensagemFluxo>(`/fluxos/excluir/${encodeURIComponent(idFluxo)}${consulta}`, {
    method: 'DELETE',
  });
}

export function useExcluirFluxo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirFluxo,
    onSuccess: (_resposta, { idFluxo }) => {
      // Everything cached under the flow (its data, screen, labels, activities) is gone.
      queryClient.removeQueries({ queryKey: chaves.fluxos.doFluxo(idFluxo) });
      queryClient.removeQueries({ queryKey: chaves.cards.listas(idFluxo) });
      return queryClient.invalidateQueries({ queryKey: fluxosQueryOptions().queryKey });
    },
  });
}
