import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoOrdenacao } from '@wf/shared/constants/cards';
import type { RespostaMensagemCard } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposAlterarCardsEmMassa } from '../../../lib/atualizacoesCards';

export interface OrdenacaoEtapa {
  idEtapa: string;
  tipoOrdenacao: TipoOrdenacao;
}

/** PATCH /api/instancias/ordenar-na-etapa */
export function ordenarCards(dados: OrdenacaoEtapa): Promise<RespostaMensagemCard> {
  return api<RespostaMensagemCard>('/instancias/ordenar-na-etapa', { method: 'PATCH', body: dados });
}

export function useOrdenarCards(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ordenarCards,
    // The list view shows no order, but the sorted cards' positions are on their open modals.
    onSuccess: (_r, { idEtapa }) => aposAlterarCardsEmMassa(queryClient, [idFluxo], [idEtapa]),
  });
}
