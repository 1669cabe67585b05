import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemCard } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposAlterarCardsEmMassa } from '../../../lib/atualizacoesCards';

export interface MovimentoEmMassa {
  idEtapaOrigem: string;
  idEtapaDestino: string;
}

/** PATCH /api/instancias/mover (bulk): every card of a stage, or none when one card is invalid. */
export function moverTodosCards(dados: MovimentoEmMassa): Promise<RespostaMensagemCard> {
  return api<RespostaMensagemCard>('/instancias/mover', { method: 'PATCH', body: dados });
}

export function useMoverTodosCards(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moverTodosCards,
    // The caller shows the errors dialog or the message.
    meta: { silenciarErro: true },
    onSuccess: (_r, { idEtapaOrigem, idEtapaDestino }) => aposAlterarCardsEmMassa(queryClient, [idFluxo], [idEtapaOrigem, idEtapaDestino]),
  });
}
