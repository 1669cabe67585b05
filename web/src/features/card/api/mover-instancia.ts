import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagemCard } from '@wf/shared/types/instancia';
import { api } from '../../../lib/api';
import { aposMoverCard } from '../../../lib/atualizacoesCards';

export interface MovimentoDoModal {
  idEtapaOrigem: string;
  idEtapaDestino: string;
}

/**
 * "Mover para" in the card modal: PATCH /api/instancias/mover with no neighbours, so the card goes
 * to the top of the destination; the server applies the same rules as a drop on the board
 * (allowed link, execute permission, the form of the stage it leaves).
 */
export function moverInstancia(idInstancia: string, idEtapaDestino: string): Promise<RespostaMensagemCard> {
  return api<RespostaMensagemCard>('/instancias/mover', { method: 'PATCH', body: { idInstancia, idEtapaDestino } });
}

export function useMoverInstancia(idInstancia: string, idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (m: MovimentoDoModal) => moverInstancia(idInstancia, m.idEtapaDestino),
    // The caller shows the message or the 'Erros ao movimentar cards' dialog.
    meta: { silenciarErro: true },
    onSettled: (_r, _e, m) => aposMoverCard(queryClient, { idInstancia, idFluxo, ...m }),
  });
}
