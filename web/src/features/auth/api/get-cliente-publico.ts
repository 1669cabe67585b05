import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { normalizarSigla } from '../../../lib/siglaCliente';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The public face of a tenant: logo, name, sign-in flags and the token public calls carry. */
export function getClientePublico(customer: string): Promise<ClientePublico> {
  const sigla = normalizarSigla(customer);
  return api<ClientePublico>(`/cliente/${encodeURIComponent(sigla)}`, { sigla });
}

export function clientePublicoQueryOptions(customer: string) {
  return queryOptions({
    queryKey: chaves.clientePublico(normalizarSigla(customer)),
    queryFn: () => getClientePublico(customer),
    staleTime: 5 * 60_000,
    // An unknown tenant is shown on the page itself, not in a toast.
    meta: { silenciarErro: true },
  });
}

export function useClientePublico(customer: string) {
  return useQuery(clientePublicoQueryOptions(customer));
}
