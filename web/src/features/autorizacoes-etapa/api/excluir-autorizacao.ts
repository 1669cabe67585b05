import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { autorizacoesQueryOptions } from './buscar-autorizacoes';

export function excluirAutorizacao(id: string, idEtapa: string): Promise<RespostaMensagemFluxo> {
  const consulta = new URLSearchParams({ idEtapa });
  return api<RespostaMensagemFluxo>(
    `/etapa-usuario/excluir-autorizacao/${encodeURIComponent(id)}?${consulta.toString()}`,
    {
      method: 'DELETE',
    },
  );
}

export function useExcluirAutorizacao(idFluxo: string, idEtapa: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => excluirAutorizacao(id, idEtapa),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: autorizacoesQueryOptions(idEtapa).queryKey }),
        queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
      ]),
  });
}
