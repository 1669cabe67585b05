import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { autorizacoesQueryOptions } from './buscar-autorizacoes';

export function copiarAutorizacoes(
  idEtapaOrigem: string,
  idsDestino: readonly string[],
): Promise<RespostaMensagemFluxo> {
  return api<RespostaMensagemFluxo>('/etapas/copiar-autorizacoes', {
    method: 'POST',
    body: {
      idEtapaOrigem,
      copiarViaEmail: true,
      // Organisation nodes come with the organogram (not built yet).
      copiarViaOrganograma: false,
      listaEtapas: idsDestino.map((id) => ({ Etapa: { id } })),
    },
  });
}

export function useCopiarAutorizacoes(idFluxo: string, idEtapaOrigem: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idsDestino: string[]) => copiarAutorizacoes(idEtapaOrigem, idsDestino),
    onSuccess: (_resposta, idsDestino) =>
      Promise.all([
        ...idsDestino.map((id) => queryClient.invalidateQueries({ queryKey: autorizacoesQueryOptions(id).queryKey })),
        queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
      ]),
  });
}
