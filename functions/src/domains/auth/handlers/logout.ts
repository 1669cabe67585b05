import { cookieSessaoRemovido, nomeCookieSessao } from '../../../kernel/http/cookies';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { sair } from '../services/logoutService';

/**
 * POST /api/auth/logout: public, so an already-expired session still gets its cookie cleared and
 * a redirect. Never a GET: a link or an image on another site could otherwise end the session.
 */
export const logout = rotaPublica({
  handle: async (deps, { siglaRequisicao, cookies }) => {
    const token = siglaRequisicao ? cookies[nomeCookieSessao(siglaRequisicao)] : undefined;
    const resposta = await sair(deps, siglaRequisicao, token);
    return ok(resposta, siglaRequisicao ? [cookieSessaoRemovido(siglaRequisicao, deps.env.cookieSecure)] : undefined);
  },
});
