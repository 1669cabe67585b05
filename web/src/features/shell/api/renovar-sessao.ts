import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RespostaRenovarToken, RespostaSessao, UsuarioSessao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaveSessao, comUsuarioAtualizado } from '../../../lib/sessao';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The session token is renewed every 60 minutes while the app runs. */
export const INTERVALO_RENOVACAO_MS = 60 * 60 * 1000;

export function renovarSessao(sigla: string): Promise<RespostaRenovarToken> {
  return api<RespostaRenovarToken>('/auth/refresh-user-token', { sigla });
}

export function renovacaoSessaoQueryOptions(sigla: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: chaves.renovacaoSessao(sigla),
    queryFn: async (): Promise<UsuarioSessao | null> => {
      const { usuario } = await renovarSessao(sigla);
      queryClient.setQueryData<RespostaSessao>(chaveSessao(sigla), (sessao) => comUsuarioAtualizado(sessao, usuario));
      return usuario;
    },
    // The login itself just issued a token: the first renewal is due an hour from now.
    initialData: null,
    staleTime: INTERVALO_RENOVACAO_MS,
    refetchInterval: INTERVALO_RENOVACAO_MS,
    refetchIntervalInBackground: true,
    meta: { silenciarErro: true },
  });
}

export function useRenovacaoSessao(sigla: string) {
  const queryClient = useQueryClient();
  return useQuery(renovacaoSessaoQueryOptions(sigla, queryClient));
}
