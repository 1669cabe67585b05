import { useMutation } from '@tanstack/react-query';
import type { RespostaLogout } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { URL_LOGIN_PADRAO } from '../../../lib/caminhos';

export function sair(): Promise<RespostaLogout> {
  return api<RespostaLogout>('/auth/logout', { method: 'POST' });
}

/**
 * Logout asks the server where to go and goes there with a full page load, which also drops
 * every cached answer; a failed logout goes to the default login.
 */
export function useSair() {
  return useMutation({
    mutationFn: sair,
    // No cache clearing here: the shell still renders until the browser leaves the page.
    onSuccess: ({ redirectURL }) => window.location.assign(redirectURL || URL_LOGIN_PADRAO),
    onError: () => window.location.assign(URL_LOGIN_PADRAO),
    meta: { silenciarErro: true },
  });
}
