import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FluxoComEtapas, RespostaListaEtapas } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { reordenarColunas } from '../utils/quadro';

export interface NovaOrdemEtapa {
  idEtapa: string;
  /** 1-based. */
  ordemExibicao: number;
}

/** POST /api/etapas/atualizar-ordem (needs permiteEditarElementosFluxo). */
export function atualizarOrdemEtapa(dados: NovaOrdemEtapa): Promise<RespostaListaEtapas> {
  return api<RespostaListaEtapas>('/etapas/atualizar-ordem', { method: 'POST', body: dados });
}

/**
 * Optimistic column order, applied at drop time; a failure restores the previous order (the app
 * toasts the server message) and the flow is refetched either way.
 */
export function useAtualizarOrdemEtapa(idFluxo: string) {
  const queryClient = useQueryClient();
  const chave = fluxoComEtapasQueryOptions(idFluxo).queryKey;
  const mutacao = useMutation({
    mutationFn: atualizarOrdemEtapa,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chave }),
  });
  const reordenar = (dados: NovaOrdemEtapa) => {
    void queryClient.cancelQueries({ queryKey: chave });
    const anterior = queryClient.getQueryData<FluxoComEtapas>(chave);
    if (anterior) {
      queryClient.setQueryData<FluxoComEtapas>(chave, {
        ...anterior,
        listaEtapas: reordenarColunas(anterior.listaEtapas, dados.idEtapa, dados.ordemExibicao - 1),
      });
    }
    mutacao.mutate(dados, {
      onError: () => {
        if (anterior) queryClient.setQueryData(chave, anterior);
      },
    });
  };
  return { reordenar };
}
