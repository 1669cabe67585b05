import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaListaFluxos, RespostaMensagemFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { fluxosQueryOptions } from './get-fluxos';

export interface AlteracaoFavorito {
  idFluxo: string;
  favorito: boolean;
}

export function alterarFavorito({ idFluxo, favorito }: AlteracaoFavorito): Promise<RespostaMensagemFluxo> {
  return favorito
    ? api<RespostaMensagemFluxo>('/fluxos/marcar-favorito', {
        method: 'POST',
        body: { FluxoFav: { Fluxo: { id: idFluxo } } },
      })
    : api<RespostaMensagemFluxo>(`/fluxos/desmarcar-favorito/${encodeURIComponent(idFluxo)}`, { method: 'PATCH' });
}

const comFavorito = (lista: RespostaListaFluxos | undefined, { idFluxo, favorito }: AlteracaoFavorito) =>
  lista && {
    listaFluxos: lista.listaFluxos.map((fluxo) =>
      fluxo.id === idFluxo ? { ...fluxo, fluxoFavorito: favorito ? ('S' as const) : ('N' as const) } : fluxo,
    ),
  };

/** The star answers at once (optimistic); a refused change puts it back. */
export function useAlterarFavorito() {
  const queryClient = useQueryClient();
  const { queryKey } = fluxosQueryOptions();
  return useMutation({
    mutationFn: alterarFavorito,
    onMutate: async (alteracao) => {
      await queryClient.cancelQueries({ queryKey });
      const anterior = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, comFavorito(anterior, alteracao));
      return { anterior };
    },
    onError: (_erro, _alteracao, contexto) => {
      if (contexto?.anterior) queryClient.setQueryData(queryKey, contexto.anterior);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
