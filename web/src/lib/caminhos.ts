import { caminhoDoCard } from '@wf/shared/links/linksSpa';
import { SIGLA_PADRAO } from './siglaCliente';

/** Absolute browser addresses, for full-page navigations outside the router. */
export const BASE_SPA = import.meta.env.BASE_URL.replace(/\/$/, '');

/** A card opened on its flow's screen (the page's modal reads ?card=); the links the server sends out share it. */
export const caminhoCard = (idFluxo: string, idInstancia: string): string => caminhoDoCard(idFluxo, idInstancia);

export const caminhoLogin = (sigla: string): string => `/login/${encodeURIComponent(sigla)}`;

export const urlAbsolutaSpa = (caminho: string): string => `${BASE_SPA}${caminho}`;

export const URL_LOGIN_PADRAO = urlAbsolutaSpa(caminhoLogin(SIGLA_PADRAO));
