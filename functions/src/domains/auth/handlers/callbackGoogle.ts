import { retornoLoginGoogleSchema } from '@wf/shared/schemas/auth';
import { cookiesDeSessao } from '../../../kernel/http/cookies';
import { redirecionar, rotaPublica } from '../../../kernel/http/route';
import { COOKIE_TENTATIVA_GOOGLE, cookieTentativaGoogleRemovido } from '../entities/loginGoogle';
import { concluirLoginGoogle } from '../services/loginGoogleService';

/**
 * GET /api/auth/google/callback: the provider sends the browser back here, from its own site,
 * so this route alone is exempt from the origin guard (`navegacaoDeOutroSite`, app/routes.ts);
 * the state bound to the browser's cookie is what proves the request. Always a redirect: to the
 * home (or the card asked for) with the session's cookies, or to the login page with the reason.
 * The attempt's cookie is dropped either way.
 */
export const callbackGoogle = rotaPublica({
  query: retornoLoginGoogleSchema,
  navegacaoDeOutroSite: true,
  handle: async (deps, { query, cookies }) => {
    const desfecho = await concluirLoginGoogle(deps, query, cookies[COOKIE_TENTATIVA_GOOGLE]);
    const seguro = deps.env.cookieSecure;
    const daSessao =
      desfecho.tipo === 'sessao'
        ? cookiesDeSessao(desfecho.sessao.sigla, desfecho.sessao.token, desfecho.sessao.maxAgeSegundos, seguro)
        : [];
    return redirecionar(desfecho.url, [cookieTentativaGoogleRemovido(seguro), ...daSessao]);
  },
});
