import { acessoPorToken } from '../../../domains/apiPublica/services/tokenApiService';
import type { AppDeps } from '../../../kernel/deps';
import type { MiddlewareHttp } from './tipos';

/**
 * For the public API's routes ('token'), before the input is read: the account of the `token`
 * header acts (401 otherwise) and one call is taken from the token's bucket (429 with
 * Retry-After), so a script is slowed down even when what it sends is invalid. Every answer of
 * the request carries the RateLimit headers.
 */
export function exigirToken(deps: () => AppDeps): MiddlewareHttp {
  return {
    before: async ({ event, context }) => {
      if (context.requisicao.rota?.acesso !== 'token') return;
      const acesso = await acessoPorToken(deps(), event.headers?.token);
      context.requisicao.sessao = acesso.sessao;
      context.requisicao.cabecalhos = acesso.cabecalhos;
    },
  };
}
