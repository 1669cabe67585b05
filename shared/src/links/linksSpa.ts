/**
 * Addresses of the SPA's pages. The SPA is served under one base path (web/vite.config.ts `base`,
 * CloudFront's and the local runtime's /workflow); a link sent outside the app (a rule's
 * `{{card.link}}`, an e-mail, a webhook body) is the public origin, this base, then the page.
 */
export const BASE_SPA = '/workflow';

/** A card opened on its flow's page (the page's modal reads ?card=); with the tenant when sent out. */
export function caminhoDoCard(idFluxo: string, idCard: string, sigla?: string): string {
  const caminho = `/process/${encodeURIComponent(idFluxo)}?card=${encodeURIComponent(idCard)}`;
  return sigla ? `${caminho}&customer=${encodeURIComponent(sigla)}` : caminho;
}

/** `origem` (e.g. https://app.exemplo.com.br, a trailing slash or not) + the base + `caminho`. */
export const urlDaSpa = (origem: string, caminho: string): string =>
  `${origem.replace(/\/+$/, '')}${BASE_SPA}${caminho.startsWith('/') ? caminho : `/${caminho}`}`;

/** The full link to a card, which opens it (after the tenant's login when there is no session). */
export const urlDoCard = (origem: string, card: { sigla: string; idFluxo: string; idCard: string }): string =>
  urlDaSpa(origem, caminhoDoCard(card.idFluxo, card.idCard, card.sigla));
