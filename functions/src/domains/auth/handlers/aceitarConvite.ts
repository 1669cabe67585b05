import { aceitarConviteSchema } from '@wf/shared/schemas/usuario';
import { cookiesDeSessao } from '../../../kernel/http/cookies';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { aceitarConviteEEntrar } from '../services/aceiteConviteService';

/** POST /api/auth/aceitar-convite: accepts an invitation and opens the person's session (like a login). */
export const aceitarConvite = rotaPublica({
  body: aceitarConviteSchema,
  handle: async (deps, { body }) => {
    const { sessao, resposta } = await aceitarConviteEEntrar(deps, body);
    return ok(resposta, cookiesDeSessao(sessao.sigla, sessao.token, sessao.maxAgeSegundos, deps.env.cookieSecure));
  },
});
