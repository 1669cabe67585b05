import { useQuery } from '@tanstack/react-query';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import { sessaoQueryOptions } from '../lib/sessao';
import { useSigla } from './useSigla';

export function useSessao() {
  return useQuery(sessaoQueryOptions(useSigla()));
}

/**
 * The session inside the guarded routes, where the guard already waited for it.
 * Previous data survives a failed refetch, so it is never undefined there.
 */
export function useSessaoAtual(): RespostaSessao {
  const { data } = useSessao();
  if (!data) throw new Error('useSessaoAtual usado fora das rotas protegidas');
  return data;
}
