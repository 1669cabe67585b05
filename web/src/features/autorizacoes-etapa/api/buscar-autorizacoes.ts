import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaAutorizacoes } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

export function buscarAutorizacoes(idEtapa: string): Promise<RespostaAutorizacoes> {
  return api<RespostaAutorizacoes>(`/etapa-usuario/buscar-autorizacoes/${encodeURIComponent(idEtapa)}`);
}

export function autorizacoesQueryOptions(idEtapa: string) {
  return queryOptions({
    queryKey: chaves.etapas.autorizacoes(idEtapa),
    queryFn: () => buscarAutorizacoes(idEtapa),
    // The dialog shows the failure itself, with a retry.
    meta: { silenciarErro: true },
  });
}

export function useAutorizacoes(idEtapa: string) {
  return useQuery(autorizacoesQueryOptions(idEtapa));
}
