import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoOrdenacao } from '@wf/shared/constants/cards';
import type { RespostaMensagemCard } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { cardsEtapaQueryOptions } from './get-cards-etapa';

export interface OrdenacaoEtapa {
  idEtapa: string;
  tipoOrdenacao: TipoOrdenacao;
}

/** PATCH /api/instancias/ordenar-na-etapa */
export function ordenarCards(dados: OrdenacaoEtapa): Promise<RespostaMensagemCard> {
  return api<RespostaMensagemCard>('/instancias/ordenar-na-etapa', { method: 'PATCH', body: dados });
}

export function useOrdenarCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ordenarCards,
    onSuccess: (_r, { idEtapa }) => queryClient.invalidateQueries({ queryKey: cardsEtapaQueryOptions(idEtapa).queryKey }),
  });
}
