import type { ClientePublico } from '@wf/shared/types/sessao';

/**
 * The tenant's Google flags count only while the server has a Google client configured
 * (googleSignInDisponivel): otherwise the button would lead nowhere and a Google-only tenant
 * would show no way in, so the password form is shown instead (the server accepts it too).
 */
export const ofereceGoogle = (c: ClientePublico): boolean => c.googleSignInDisponivel === 'S' && c.googleSignIn === 'S';

export const somenteGoogle = (c: ClientePublico): boolean =>
  c.googleSignInDisponivel === 'S' && c.loginExclusivoViaGoogleSignIn === 'S';
