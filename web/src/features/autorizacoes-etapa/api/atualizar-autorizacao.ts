import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { atualizarAutorizacaoSchema } from '@wf/shared/schemas/autorizacao';
import type { RespostaAutorizacao, RespostaAutorizacoes } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { autorizacoesQueryOptions } from './buscar-autorizacoes';

export type AlteracaoAutorizacao = z.input<typeof atualizarAutorizacaoSchema>;

export function atualizarAutorizacao(dados: AlteracaoAutorizacao): Promise<RespostaAutorizacao> {
  return api<RespostaAutorizacao>('/etapa-usuario/atualizar-autorizacao', { method: 'PUT', body: dados });
}

/**
 * A switch flips at once; a refusal puts it back (and its message is toasted). Changes of one
 * stage's people run one after the other (a shared scope), so quick clicks never race each other
 * on the server, and the list is refetched only after the last of them.
 */
export function useAtualizarAutorizacao(idFluxo: string, idEtapa: string) {
  const queryClient = useQueryClient();
  const chave = autorizacoesQueryOptions(idEtapa).queryKey;
  const mutationKey = [...chave, 'atualizar'] as const;
  return useMutation({
    mutationKey,
    scope: { id: `autorizacoes:${idEtapa}` },
    mutationFn: atualizarAutorizacao,
    onMutate: ({ EtapaUsuario }) => {
      // Flip first (no await before it, so the control follows the click at once), then drop any
      // refetch in flight without reverting: onSettled refetches the truth anyway.
      const anterior = queryClient.getQueryData<RespostaAutorizacoes>(chave);
      if (anterior) {
        queryClient.setQueryData<RespostaAutorizacoes>(chave, {
          listaEmailsUsuarios: anterior.listaEmailsUsuarios.map((a) =>
            a.id === EtapaUsuario.id ? { ...a, ...EtapaUsuario } : a,
          ),
        });
      }
      void queryClient.cancelQueries({ queryKey: chave }, { revert: false });
      return { anterior };
    },
    onError: (_erro, _dados, contexto) => {
      if (contexto?.anterior) queryClient.setQueryData(chave, contexto.anterior);
    },
    onSettled: () =>
      Promise.all([
        // A refetch while later clicks are queued would bring back values they already changed.
        queryClient.isMutating({ mutationKey }) > 1 ? null : queryClient.invalidateQueries({ queryKey: chave }),
        // The user's own flags (and so the diagram's menu) may have changed.
        queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
      ]),
  });
}
