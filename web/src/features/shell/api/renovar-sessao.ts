import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RespostaRenovarToken, RespostaSessao, UsuarioSessao } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaveSessao, comUsuarioAtualizado } from '../../../lib/sessao';
import { chaves } from '../../../lib/chavesDeConsulta';

/** The session token is renewed every 60 minutes while the app runs. */
export const INTERVALO_RENOVACAO_MS = 60 * 60 * 1000;

/**
 * A person whose sessions are shorter than two intervals (tempoSessao, in minutes) renews at half
 * his session's length instead, so an open app never loses its session; a closed one loses it
 * tempoSessao after the last renewal (docs/adr/0075-user-settings.md).
 */
export const intervaloRenovacaoMs = (tempoSessao?: number): number =>
  tempoSessao ? Math.min(INTERVALO_RENOVACAO_MS, (tempoSessao * 60 * 1000) / 2) : INTERVALO_RENOVACAO_MS;

export function renovarSessao(sigla: string): Promise<RespostaRenovarToken> {
  return api<RespostaRenovarToken>('/auth/refresh-user-token', { sigla });
}

export function renovacaoSessaoQueryOptions(sigla: string, queryClient: QueryClient, tempoSessao?: number) {
  const intervalo = intervaloRenovacaoMs(tempoSessao);
  return queryOptions({
    queryKey: chaves.renovacaoSessao(sigla),
    queryFn: async (): Promise<UsuarioSessao | null> => {
      const { usuario } = await renovarSessao(sigla);
      queryClient.setQueryData<RespostaSessao>(chaveSessao(sigla), (sessao) => comUsuarioAtualizado(sessao, usuario));
      return usuario;
    },
    // The login itself just issued a token: the first renewal is due an interval from now.
    initialData: null,
    staleTime: intervalo,
    refetchInterval: intervalo,
    refetchIntervalInBackground: true,
    meta: { silenciarErro: true },
  });
}

export function useRenovacaoSessao(sigla: string, tempoSessao?: number) {
  const queryClient = useQueryClient();
  return useQuery(renovacaoSessaoQueryOptions(sigla, queryClient, tempoSessao));
}
