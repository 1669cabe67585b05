import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  atualizarEtapaOrgSchema,
  EtapaOrg,
  inserirEtapaOrgSchema,
  RespostaAutorizacoesOrg,
} from '@wf/shared/schemas/organograma';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';

/** The units of the organogram granted on a stage ('Via Organograma'), and their changes. */
export type NovaAutorizacaoOrg = z.input<typeof inserirEtapaOrgSchema>;
export type AlteracaoAutorizacaoOrg = z.input<typeof atualizarEtapaOrgSchema>;
type RespostaEtapaOrg = { mensagem: string; EtapaOrg: EtapaOrg };

export function buscarAutorizacoesOrg(idEtapa: string): Promise<RespostaAutorizacoesOrg<EtapaOrg>> {
  return api<RespostaAutorizacoesOrg<EtapaOrg>>(`/etapa-org/buscar-autorizacoes/${encodeURIComponent(idEtapa)}`);
}

export function autorizacoesOrgQueryOptions(idEtapa: string) {
  return queryOptions({
    // Under the people's key: the realtime event of a stage's grants refreshes both tabs.
    queryKey: chaves.etapas.autorizacoesOrg(idEtapa),
    queryFn: () => buscarAutorizacoesOrg(idEtapa),
    meta: { silenciarErro: true },
  });
}

export function useAutorizacoesOrg(idEtapa: string) {
  return useQuery(autorizacoesOrgQueryOptions(idEtapa));
}

/** After a change: the stage's units, and the flow's stages (the user's own flags may have changed). */
function useRecarregar(idFluxo: string, idEtapa: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: autorizacoesOrgQueryOptions(idEtapa).queryKey }),
      queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
    ]);
}

export function useInserirAutorizacaoOrg(idFluxo: string, idEtapa: string) {
  const recarregar = useRecarregar(idFluxo, idEtapa);
  return useMutation({
    mutationFn: (dados: NovaAutorizacaoOrg) =>
      api<RespostaEtapaOrg>('/etapa-org/inserir-autorizacao', { method: 'POST', body: dados }),
    onSuccess: recarregar,
  });
}

/**
 * As the people's switches: a switch flips at once and a refusal puts it back; one stage's
 * changes run one after the other, and the list is refetched after the last.
 */
export function useAtualizarAutorizacaoOrg(idFluxo: string, idEtapa: string) {
  const queryClient = useQueryClient();
  const chave = autorizacoesOrgQueryOptions(idEtapa).queryKey;
  const mutationKey = [...chave, 'atualizar'] as const;
  return useMutation({
    mutationKey,
    scope: { id: `autorizacoes-org:${idEtapa}` },
    mutationFn: (dados: AlteracaoAutorizacaoOrg) =>
      api<RespostaEtapaOrg>('/etapa-org/atualizar-autorizacao', { method: 'PUT', body: dados }),
    onMutate: ({ EtapaOrg: alteracao }) => {
      const anterior = queryClient.getQueryData<RespostaAutorizacoesOrg<EtapaOrg>>(chave);
      if (anterior) {
        queryClient.setQueryData<RespostaAutorizacoesOrg<EtapaOrg>>(chave, {
          ...anterior,
          listaOrgAutorizados: anterior.listaOrgAutorizados.map((a) =>
            a.id === alteracao.id ? ({ ...a, ...alteracao } as EtapaOrg) : a,
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
        queryClient.isMutating({ mutationKey }) > 1 ? null : queryClient.invalidateQueries({ queryKey: chave }),
        queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
      ]),
  });
}

export function useExcluirAutorizacaoOrg(idFluxo: string, idEtapa: string) {
  const recarregar = useRecarregar(idFluxo, idEtapa);
  return useMutation({
    mutationFn: (id: string) =>
      api<{ mensagem: string }>(
        `/etapa-org/excluir-autorizacao/${encodeURIComponent(id)}?${new URLSearchParams({ idEtapa }).toString()}`,
        { method: 'DELETE' },
      ),
    onSuccess: recarregar,
  });
}
