import { queryOptions } from '@tanstack/react-query';
import type { RespostaSessao, UsuarioSessao } from '@wf/shared/types/sessao';
import { api } from './api';
import './metaConsultas';
import { chaves } from './chavesDeConsulta';

/**
 * The logged-in state of one tenant. Shared by the route guard, the shell and the
 * screens that change the user or the tenant, so it lives outside the features.
 */
export const chaveSessao = chaves.sessao;

/** indNaoDeslogar=S: checking must not end a session. A 401 here only means "not logged in". */
export function verificarLogin(sigla: string): Promise<RespostaSessao> {
  return api<RespostaSessao>('/auth/verify-login?indNaoDeslogar=S', { sigla, redirecionarSeExpirada: false });
}

export function sessaoQueryOptions(sigla: string) {
  return queryOptions({
    queryKey: chaveSessao(sigla),
    queryFn: () => verificarLogin(sigla),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    // A failed login check on load is ignored silently.
    meta: { silenciarErro: true },
  });
}

/** Replaces the user inside a cached session after the server answered with a fresh one. */
export function comUsuarioAtualizado(
  sessao: RespostaSessao | undefined,
  usuario: UsuarioSessao,
): RespostaSessao | undefined {
  return sessao ? { ...sessao, usuario } : sessao;
}

/** Replaces the tenant inside a cached session after the settings were saved. */
export function comClienteAtualizado(
  sessao: RespostaSessao | undefined,
  cliente: RespostaSessao['cliente'],
): RespostaSessao | undefined {
  return sessao ? { ...sessao, cliente } : sessao;
}
