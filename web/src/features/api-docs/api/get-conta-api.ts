import { useQuery } from '@tanstack/react-query';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/**
 * The signed-in user as My account reads it (same query key, so the two screens share one
 * cache entry): whether API access is on, and the token to pre-fill the manual's "try it".
 */
export function useContaApi() {
  return useQuery({
    queryKey: chaves.minhaConta(),
    queryFn: () => api<UsuarioSessao>('/usuario/buscar'),
    select: (u) => ({ ativo: u.acessoAPI === 'S', token: u.acessoAPI === 'S' ? u.tokenAPI : null }),
  });
}
