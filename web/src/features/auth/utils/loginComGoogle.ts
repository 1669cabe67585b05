import type { ClientePublico } from '@wf/shared/types/sessao';

/**
 * The tenant's Google flags count only while the server has a Google client configured
 * (googleSignInDisponivel): otherwise the button would lead nowhere and a Google-only tenant
 * would show no way in, so the password form is shown instead (the server accepts it too).
 */
export const ofereceGoogle = (c: ClientePublico): boolean => c.googleSignInDisponivel === 'S' && c.googleSignIn === 'S';

export const somenteGoogle = (c: ClientePublico): boolean =>
  c.googleSignInDisponivel === 'S' && c.loginExclusivoViaGoogleSignIn === 'S';

/**
 * The API address that starts the Google sign-in (a full-page navigation: the provider's pages
 * are not the SPA's), carrying the card to open afterwards when the login link had one.
 */
export function enderecoLoginGoogle(sigla: string, parametros: URLSearchParams): string {
  const q = new URLSearchParams({ cliente: sigla });
  const fluxo = parametros.get('fluxo');
  const card = parametros.get('card');
  if (fluxo && card) {
    q.set('fluxo', fluxo);
    q.set('card', card);
  }
  return `/api/auth/google?${q.toString()}`;
}
