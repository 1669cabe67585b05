import type { Environment } from '../../../kernel/environment';
import { conferirOrigem } from '../origem';
import type { MiddlewareHttp } from './tipos';

/**
 * Second step: the CSRF and resource-isolation guard (../origem.ts), 403/415 before any parsing.
 * Not for the public API: its caller is named by the `token` header, which a browser never adds
 * on its own (no cookie is read there), so another site cannot make a call in someone's name.
 */
export function conferirOrigemDaRequisicao(env: () => Pick<Environment, 'origensPermitidas'>): MiddlewareHttp {
  return {
    before: ({ event, context }) => {
      if (context.requisicao.rota?.acesso === 'token') return;
      conferirOrigem(event, env().origensPermitidas, context.requisicao.rota?.multipart === true);
    },
  };
}
