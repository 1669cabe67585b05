import { lerLinkDeCard } from '../lib/acessoExternoCard';
import { caminhoLogin } from '../lib/caminhos';

/** What the route guard does with a request. Pure, so every case is unit-tested. */
export type DecisaoAcesso = { tipo: 'aguardar' } | { tipo: 'mostrar' } | { tipo: 'redirecionar'; para: string };

export type EstadoSessao = 'verificando' | 'ativa' | 'ausente';

export interface SituacaoAcesso {
  /** Path relative to the SPA base, as the router sees it. */
  pathname: string;
  search: string;
  siglaArmazenada: string;
  sessao: EstadoSessao;
}

export function decidirAcesso({ pathname, search, siglaArmazenada, sessao }: SituacaoAcesso): DecisaoAcesso {
  // A card link for another tenant goes to that tenant's login, whatever this tenant's session says.
  const link = lerLinkDeCard(pathname, search);
  const loginDoLink = link
    ? `${caminhoLogin(link.customer)}?${new URLSearchParams({ fluxo: link.fluxo, card: link.card }).toString()}`
    : null;
  if (link && loginDoLink && link.customer !== siglaArmazenada) return { tipo: 'redirecionar', para: loginDoLink };
  if (sessao === 'verificando') return { tipo: 'aguardar' };
  // Without a session a card link still leads to its card once the user signs in.
  if (sessao === 'ausente') return { tipo: 'redirecionar', para: loginDoLink ?? caminhoLogin(siglaArmazenada) };
  return { tipo: 'mostrar' };
}
