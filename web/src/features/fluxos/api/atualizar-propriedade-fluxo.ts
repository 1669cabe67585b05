import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarPropriedadeSchema } from '@wf/shared/schemas/fluxo';
import type { FluxoComEtapas, RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { invalidarFluxo } from './get-fluxo';

export type PropriedadeFluxo = z.output<typeof atualizarPropriedadeSchema>;

/** The generic one-property change: archive/unarchive, rename from the flow screen. */
export function atualizarPropriedadeFluxo(
  idFluxo: string,
  propriedade: PropriedadeFluxo,
): Promise<RespostaMensagemFluxo> {
  return api<RespostaMensagemFluxo>(`/common/atualizar-propriedade/${encodeURIComponent(idFluxo)}`, {
    method: 'POST',
    body: propriedade,
  });
}

export function useArquivarFluxo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idFluxo, arquivar }: { idFluxo: string; arquivar: boolean }) =>
      atualizarPropriedadeFluxo(idFluxo, {
        nomeEntidade: 'Fluxo',
        nomePropriedade: 'arquivado',
        valor: arquivar ? 'S' : 'N',
      }),
    onSuccess: (_resposta, { idFluxo }) => invalidarFluxo(queryClient, idFluxo),
  });
}

/** The new title shows at once on the flow screen; a refused change puts the old one back. */
export function useRenomearFluxo(idFluxo: string) {
  const queryClient = useQueryClient();
  const { queryKey } = fluxoComEtapasQueryOptions(idFluxo);
  return useMutation({
    mutationFn: (descricao: string) =>
      atualizarPropriedadeFluxo(idFluxo, { nomeEntidade: 'Fluxo', nomePropriedade: 'descricao', valor: descricao }),
    onMutate: async (descricao) => {
      await queryClient.cancelQueries({ queryKey });
      const anterior = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        (atual: FluxoComEtapas | undefined) => atual && { ...atual, Fluxo: { ...atual.Fluxo, descricao } },
      );
      return { anterior };
    },
    onError: (_erro, _descricao, contexto) => {
      if (contexto?.anterior) queryClient.setQueryData(queryKey, contexto.anterior);
    },
    onSettled: () => invalidarFluxo(queryClient, idFluxo),
  });
}
