import { caminhoCard } from '../../../lib/caminhos';

/**
 * With both fluxo and card in the login address the user goes to that card,
 * otherwise to /home.
 */
export function destinoAposLogin(parametros: URLSearchParams): string {
  const fluxo = parametros.get('fluxo');
  const card = parametros.get('card');
  if (fluxo && card) return caminhoCard(fluxo, card);
  return '/home';
}
