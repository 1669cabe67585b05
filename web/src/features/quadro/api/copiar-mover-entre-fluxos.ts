import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { copiarMoverEntreFluxosSchema } from '@wf/shared/schemas/instancia';
import type { RespostaMensagemCard } from '@wf/shared/types/instancia';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { CHAVE_CARDS_ETAPAS } from '../../../lib/chavesCards';

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
    onSuccess: (_r, dados) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CHAVE_CARDS_ETAPAS }),
        queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
        queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(dados.idFluxoDestino).queryKey }),
      ]),
  });
}
