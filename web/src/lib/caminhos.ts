import { SIGLA_PADRAO } from './siglaCliente';

/** Absolute browser addresses, for full-page navigations outside the router. */
export const BASE_SPA = import.meta.env.BASE_URL.replace(/\/$/, '');

export const caminhoLogin = (sigla: string): string => `/login/${encodeURIComponent(sigla)}`;

export const urlAbsolutaSpa = (caminho: string): string => `${BASE_SPA}${caminho}`;

export const URL_LOGIN_PADRAO = urlAbsolutaSpa(caminhoLogin(SIGLA_PADRAO));
