import { cookiesDeSessao } from '../../../app/http/cookies';
import { ok, rotaAutenticada } from '../../../app/http/route';
import { renovarToken as renovar } from '../services/verificacaoService';

/** GET /api/auth/refresh-user-token */
export const renovarToken = rotaAutenticada({
  handle: async (deps, { sessao }) => {
    const { sessao: nova, usuario } = await renovar(deps, sessao);
    return ok({ usuario }, cookiesDeSessao(nova.sigla, nova.token, nova.maxAgeSegundos, deps.env.cookieSecure));
  },
});
