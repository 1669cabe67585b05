import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { copiarMoverEntreFluxosSchema } from '@wf/shared/schemas/instancia';
import type { RespostaJob, RespostaMensagemCard } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { aposAlterarCardsEmMassa } from '../../../lib/atualizacoesCards';

export type OperacaoEntreFluxos = z.input<typeof copiarMoverEntreFluxosSchema>;

/**
 * POST /api/instancias/copiar-mover-entre-fluxos: M moves (history lost), C copies. One card
 * answers 200 with the message; a whole stage answers 202 with a job (its progress is shown by
 * the board, which refreshes the columns at its end).
 */
export function copiarMoverEntreFluxos(dados: OperacaoEntreFluxos): Promise<RespostaMensagemCard | RespostaJob> {
  return api<RespostaMensagemCard | RespostaJob>('/instancias/copiar-mover-entre-fluxos', {
    method: 'POST',
    body: dados,
  });
}

export const ehJob = (r: RespostaMensagemCard | RespostaJob | undefined): r is RespostaJob => Boolean(r && 'Job' in r);

export function useCopiarMoverEntreFluxos(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copiarMoverEntreFluxos,
    meta: { silenciarErro: true },
    // A single card names no origin stage here: every column is refreshed then.
    onSuccess: (r, dados) =>
      ehJob(r)
        ? undefined
        : aposAlterarCardsEmMassa(queryClient, [idFluxo, dados.idFluxoDestino], [null, dados.idEtapaDestino]),
  });
}
