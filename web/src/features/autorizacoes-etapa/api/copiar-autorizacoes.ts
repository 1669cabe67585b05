import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { autorizacoesQueryOptions } from './buscar-autorizacoes';

export interface CopiaDeAutorizacoes {
  idsDestino: readonly string[];
  /** The people granted by e-mail. */
  copiarViaEmail: boolean;
  /** The units of the organogram. */
  copiarViaOrganograma: boolean;
}

export function copiarAutorizacoes(
  idEtapaOrigem: string,
  { idsDestino, copiarViaEmail, copiarViaOrganograma }: CopiaDeAutorizacoes,
): Promise<RespostaMensagemFluxo> {
  return api<RespostaMensagemFluxo>('/etapas/copiar-autorizacoes', {
    method: 'POST',
    body: {
      idEtapaOrigem,
      copiarViaEmail,
      copiarViaOrganograma,
      listaEtapas: idsDestino.map((id) => ({ Etapa: { id } })),
    },
  });
}

export function useCopiarAutorizacoes(idFluxo: string, idEtapaOrigem: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (copia: CopiaDeAutorizacoes) => copiarAutorizacoes(idEtapaOrigem, copia),
    onSuccess: (_resposta, { idsDestino }) =>
      Promise.all([
        // The people's key prefixes the units' one: both lists of each destination.
        ...idsDestino.map((id) => queryClient.invalidateQueries({ queryKey: autorizacoesQueryOptions(id).queryKey })),
        queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
      ]),
  });
}
