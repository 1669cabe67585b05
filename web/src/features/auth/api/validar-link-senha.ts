import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaLinkRecuperacao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/** PATCH /usuario/resetarsenha answers the data the next call (recuperarsenha) reuses. */
export function validarLinkSenha(customer: string, hash: string): Promise<RespostaLinkRecuperacao> {
  return api<RespostaLinkRecuperacao>('/usuario/resetarsenha', {
    method: 'PATCH',
    body: { customer, hash },
    sigla: customer,
  });
}

/**
 * A check with no side effect, so it is a query: opening the link twice (or React's development
 * double mount) asks once.
 */
export function linkSenhaQueryOptions(customer: string, hash: string) {
  return queryOptions({
    queryKey: chaves.linkSenha(customer.toUpperCase(), hash),
    queryFn: () => validarLinkSenha(customer, hash),
    staleTime: Infinity,
    retry: false,
  });
}

export function useLinkSenha(customer: string, hash: string) {
  return useQuery(linkSenhaQueryOptions(customer, hash));
}
