import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DadosLinkPublico } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** GET /api/fluxos/dados-link-publico/{customer}/{hash}: no login; the tenant is the link's. */
export function buscarDadosLinkPublico(customer: string, hash: string): Promise<DadosLinkPublico> {
  return api<DadosLinkPublico>(
    `/fluxos/dados-link-publico/${encodeURIComponent(customer)}/${encodeURIComponent(hash)}`,
    {
      sigla: customer,
      redirecionarSeExpirada: false,
    },
  );
}

export function dadosLinkPublicoQueryOptions(customer: string, hash: string) {
  return queryOptions({
    queryKey: chaves.formularioPublico(customer, hash),
    queryFn: () => buscarDadosLinkPublico(customer, hash),
    // A failed link goes to the customer's login: no toast.
    meta: { silenciarErro: true },
    retry: false,
    staleTime: Infinity,
  });
}

export function useDadosLinkPublico(customer: string, hash: string) {
  return useQuery(dadosLinkPublicoQueryOptions(customer, hash));
}
