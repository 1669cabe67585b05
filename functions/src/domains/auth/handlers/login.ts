import { loginSchema } from '@wf/shared/schemas/auth';
import { cookiesDeSessao } from '../../../kernel/http/cookies';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { entrarComSenha } from '../services/loginService';

/** POST /api/auth/local */
export const login = rotaPublica({
  body: loginSchema,
  handle: async (deps, { body, ip }) => {
    const { sessao, resposta } = await entrarComSenha(deps, body, ip);
    return ok(resposta, cookiesDeSessao(sessao.sigla, sessao.token, sessao.maxAgeSegundos, deps.env.cookieSecure));
  },
});
