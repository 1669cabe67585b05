import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AceitarConvite } from '@wf/shared/schemas/usuario';
import type { RespostaDadosConvite, RespostaSessao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaveSessao } from '../../../lib/sessao';
import { gravarSigla } from '../../../lib/siglaCliente';

/** PATCH /usuario/dadosconvite: checks the invitation link (without using it) and answers what the page shows. */
export function dadosConvite(customer: string, hash: string): Promise<RespostaDadosConvite> {
  return api<RespostaDadosConvite>('/usuario/dadosconvite', {
    method: 'PATCH',
    body: { customer, hash },
    sigla: customer,
  });
}

/** A check with no side effect, so it is a query (asked once even if the page mounts twice). */
export function useDadosConvite(customer: string, hash: string) {
  return useQuery(
    queryOptions({
      queryKey: ['convite', customer.toUpperCase(), hash] as const,
      queryFn: () => dadosConvite(customer, hash),
      staleTime: Infinity,
      retry: false,
    }),
  );
}

export function aceitarConvite(payload: AceitarConvite): Promise<RespostaSessao> {
  return api<RespostaSessao>('/auth/aceitar-convite', { method: 'POST', body: payload, sigla: payload.customer });
}

/** Accepting opens the session like a login: this tenant becomes the stored one and its session is primed. */
export function useAceitarConvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aceitarConvite,
    onSuccess: (sessao) => {
      queryClient.setQueryData<RespostaSessao>(chaveSessao(sessao.cliente.sigla), sessao);
      gravarSigla(sessao.cliente.sigla);
    },
  });
}
