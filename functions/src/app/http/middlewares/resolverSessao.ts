import { resolverSessao } from '../../../domains/auth/services/sessaoService';
import type { AppDeps } from '../../../kernel/deps';
import { erro } from '../../../kernel/errors';
import { nomeCookieSessao } from '../../../kernel/http/cookies';
import type { MiddlewareHttp } from './tipos';

/**
 * Fourth step, for 'sessao' routes only (the public API's caller comes from exigirToken): the tenant the request names (X-Cliente, or the
 * last-used cookie for reads) and that tenant's session cookie must give a live session, or 401.
 */
export function exigirSessao(deps: () => AppDeps): MiddlewareHttp {
  return {
    before: async ({ context }) => {
      const { rota, entrada } = context.requisicao;
      if (!rota || !entrada) throw new Error('exigirSessao antes de validarEntrada');
      if (rota.acesso !== 'sessao') return;
      const sigla = entrada.siglaRequisicao;
      const token = sigla ? entrada.cookies[nomeCookieSessao(sigla)] : undefined;
      const sessao = sigla && token ? await resolverSessao(deps(), sigla, token) : null;
      if (!sessao) throw erro.sessaoExpirada();
      context.requisicao.sessao = sessao;
    },
  };
}
