import type { FalhaLoginGoogle } from '@wf/shared/constants/google';
import { SIGLA_PATTERN } from '@wf/shared/schemas/campos';
import { caminhoDoCard, urlDaSpa } from '@wf/shared/links/linksSpa';

/*
 * The pure parts of "Entrar com Google" (docs/adr/0073-google-sign-in-oidc.md): the state's
 * shape, the cookie that binds it to the browser, and where the browser goes afterwards.
 */

/** An attempt lives 10 minutes: enough to choose an account at Google, short for a stolen state. */
export const VALIDADE_TENTATIVA_GOOGLE_SEGUNDOS = 10 * 60;

export const ROTA_CALLBACK_GOOGLE = '/api/auth/google/callback';

/** The cookie that carries the state to the callback: only the browser that started may finish. */
export const COOKIE_TENTATIVA_GOOGLE = 'wf_google';

/**
 * The state is `<SIGLA>.<random>`: the callback learns the tenant from it (the attempt's key is
 * tenant-first, and a failure goes back to that tenant's login page); the random part is the
 * secret, 256 bits.
 */
export const estadoDoLogin = (sigla: string, aleatorio: string): string => `${sigla.toUpperCase()}.${aleatorio}`;

/** The tenant a state names, or null when it is not one of ours. */
export function siglaDoEstado(estado: string | undefined): string | null {
  if (!estado) return null;
  const i = estado.indexOf('.');
  const sigla = i > 0 ? estado.slice(0, i) : '';
  return SIGLA_PATTERN.test(sigla) && estado.length > i + 1 ? sigla.toUpperCase() : null;
}

export const redirectUriGoogle = (appUrl: string): string => `${appUrl.replace(/\/+$/, '')}${ROTA_CALLBACK_GOOGLE}`;

/**
 * The state cookie: HttpOnly, sent only to the Google routes, SameSite=Lax (the provider's
 * redirect is a top-level GET navigation, which Lax cookies go with), gone after the attempt's life.
 */
export function cookieTentativaGoogle(
  estado: string,
  seguro: boolean,
  maxAgeSegundos = VALIDADE_TENTATIVA_GOOGLE_SEGUNDOS,
) {
  const partes = [
    `${COOKIE_TENTATIVA_GOOGLE}=${encodeURIComponent(estado)}`,
    'Path=/api/auth/google',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSegundos}`,
  ];
  if (seguro) partes.push('Secure');
  return partes.join('; ');
}

export const cookieTentativaGoogleRemovido = (seguro: boolean): string => cookieTentativaGoogle('', seguro, 0);

export interface DestinoDoLogin {
  fluxo?: string | null;
  card?: string | null;
}

/** After the login: the flow's card when both were given, otherwise the home (as the password login). */
export const destinoAposLoginGoogle = (appUrl: string, d: DestinoDoLogin): string =>
  urlDaSpa(appUrl, d.fluxo && d.card ? caminhoDoCard(d.fluxo, d.card) : '/home');

/** Back to the tenant's login page, with the failure's code (the page shows its message) and the card asked for. */
export function urlDeFalhaGoogle(
  appUrl: string,
  sigla: string,
  falha: FalhaLoginGoogle,
  d: DestinoDoLogin = {},
): string {
  const q = new URLSearchParams({ erroGoogle: falha });
  if (d.fluxo && d.card) {
    q.set('fluxo', d.fluxo);
    q.set('card', d.card);
  }
  return urlDaSpa(appUrl, `/login/${encodeURIComponent(sigla)}?${q.toString()}`);
}
