import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { copiarMoverEntreFluxosSchema } from '@wf/shared/schemas/instancia';
import type { RespostaMensagemCard } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { aposAlterarCardsEmMassa } from '../../../lib/atualizacoesCards';

export type OperacaoEntreFluxos = z.input<typeof copiarMoverEntreFluxosSchema>;

/** POST /api/instancias/copiar-mover-entre-fluxos: M moves (history lost), C copies. */
export function copiarMoverEntreFluxos(dados: OperacaoEntreFluxos): Promise<RespostaMensagemCard> {
  return api<RespostaMensagemCard>('/instancias/copiar-mover-entre-fluxos', { method: 'POST', body: dados });
}

export function useCopiarMoverEntreFluxos(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copiarMoverEntreFluxos,
    meta: { silenciarErro: true },
    // A single card names no origin stage here: every column is refreshed then.
    onSuccess: (_r, dados) =>
      aposAlterarCardsEmMassa(queryClient, [idFluxo, dados.idFluxoDestino], [dados.idEtapaOrigem ?? null, dados.idEtapaDestino]),
  });
}
