/**
 * A card link opened from outside: /process/{fluxo}?card=..&customer=..
 * Such a page never bounces to the stored tenant's login, because the link names its own tenant.
 */
export interface LinkDeCard {
  fluxo: string;
  card: string;
  customer: string;
}

const ROTA_FLUXO = /^\/process\/([^/]+)\/?$/;

/** `pathname` is relative to the SPA base (as the router sees it). */
export function lerLinkDeCard(pathname: string, search: string): LinkDeCard | null {
  const fluxo = ROTA_FLUXO.exec(pathname)?.[1];
  if (!fluxo) return null;
  const params = new URLSearchParams(search);
  const card = params.get('card');
  const customer = params.get('customer');
  if (!card || !customer) return null;
  return { fluxo: decodeURIComponent(fluxo), card, customer: customer.toUpperCase() };
}
