import { useQuery } from '@tanstack/react-query';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/**
 * The signed-in user as My account reads it (same query key, so the two screens share one
 * cache entry): whether API access is on. The token itself is never read back (the server
 * keeps only its hash): the person pastes the one My account showed.
 */
export function useContaApi() {
  return useQuery({
    queryKey: chaves.minhaConta(),
    queryFn: () => api<UsuarioSessao>('/usuario/buscar'),
    select: (u) => ({ ativo: u.acessoAPI === 'S' }),
  });
}
