import { cookiesDeSessao } from '../../../kernel/http/cookies';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { renovarToken as renovar } from '../services/verificacaoService';

/** GET /api/auth/refresh-user-token */
export const renovarToken = rotaAutenticada({
  handle: async (deps, { sessao }) => {
    const { sessao: nova, usuario } = await renovar(deps, sessao);
    return ok({ usuario }, cookiesDeSessao(nova.sigla, nova.token, nova.maxAgeSegundos, deps.env.cookieSecure));
  },
});
