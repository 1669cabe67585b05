import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  atualizarDatasourceOrgSchema,
  DatasourceOrg,
  inserirDatasourceOrgSchema,
  RespostaAutorizacoesOrg,
} from '@wf/shared/schemas/organograma';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The units of the organogram a base is shared with (only `editar`, as a person's). */
export type NovoCompartilhamentoOrg = z.input<typeof inserirDatasourceOrgSchema>;
export type AlteracaoCompartilhamentoOrg = z.input<typeof atualizarDatasourceOrgSchema>;
type RespostaDatasourceOrg = { mensagem: string; DatasourceOrg: DatasourceOrg };

export function useCompartilhamentosOrg(idBase: string) {
  return useQuery({
    queryKey: chaves.basesDados.compartilhamentosOrg(idBase),
    queryFn: () =>
      api<RespostaAutorizacoesOrg<DatasourceOrg>>(`/datasources-org/buscar-autorizacoes/${encodeURIComponent(idBase)}`),
    // The dialog shows the failure in its own part.
    meta: { silenciarErro: true },
  });
}

/** Every change refetches the units and the base (who may edit it). */
function useRecarregar(idBase: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chaves.basesDados.compartilhamentosOrg(idBase) }),
      queryClient.invalidateQueries({ queryKey: chaves.basesDados.base(idBase), exact: true }),
    ]);
}

export function useInserirCompartilhamentoOrg(idBase: string) {
  const recarregar = useRecarregar(idBase);
  return useMutation({
    mutationFn: (dados: NovoCompartilhamentoOrg) =>
      api<RespostaDatasourceOrg>('/datasources-org/inserir-autorizacao', { method: 'POST', body: dados }),
    onSuccess: recarregar,
  });
}

export function useAtualizarCompartilhamentoOrg(idBase: string) {
  const recarregar = useRecarregar(idBase);
  return useMutation({
    scope: { id: `compartilhamentos-org:${idBase}` },
    mutationFn: (dados: AlteracaoCompartilhamentoOrg) =>
      api<RespostaDatasourceOrg>('/datasources-org/atualizar-autorizacao', { method: 'PUT', body: dados }),
    // A refusal (toasted) also brings the switch back: the list is the server's again.
    onSettled: recarregar,
  });
}

export function useExcluirCompartilhamentoOrg(idBase: string) {
  const recarregar = useRecarregar(idBase);
  return useMutation({
    mutationFn: (id: string) =>
      api<{ mensagem: string }>(
        `/datasources-org/excluir-autorizacao/${encodeURIComponent(id)}?${new URLSearchParams({ idDatasource: idBase }).toString()}`,
        { method: 'DELETE' },
      ),
    onSuccess: recarregar,
  });
}
