import type { Environment } from '../../../kernel/environment';
import { conferirOrigem } from '../origem';
import type { MiddlewareHttp } from './tipos';

/**
 * Second step: the CSRF and resource-isolation guard (../origem.ts), 403/415 before any parsing.
 * Not for the public API: its caller is named by the `token` header, which a browser never adds
 * on its own (no cookie is read there), so another site cannot make a call in someone's name.
 * Nor for a route marked `navegacaoDeOutroSite` (the OpenID provider's redirect back to
 * GET /api/auth/google/callback, which carries Sec-Fetch-Site: cross-site by nature).
 */
export function conferirOrigemDaRequisicao(env: () => Pick<Environment, 'origensPermitidas'>): MiddlewareHttp {
  return {
    before: ({ event, context }) => {
      if (context.requisicao.rota?.acesso === 'token') return;
      // By route, never globally: only a route the table marks (the OpenID callback) is exempt.
      if (context.requisicao.rota?.navegacaoDeOutroSite) return;
      conferirOrigem(event, env().origensPermitidas, context.requisicao.rota?.multipart === true);
    },
  };
}
