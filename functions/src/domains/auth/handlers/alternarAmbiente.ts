import { alternarAmbienteSchema } from '@wf/shared/schemas/auth';
import { cookiesDeSessao } from '../../../kernel/http/cookies';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { alternarAmbiente as alternar } from '../services/alternarAmbienteService';

/** POST /api/auth/alternar-ambiente: answers the new tenant's session cookie with { Usuario, Cliente }. */
export const alternarAmbiente = rotaAutenticada({
  body: alternarAmbienteSchema,
  handle: async (deps, { body, sessao }) => {
    const { sessao: nova, resposta } = await alternar(deps, sessao, body.sigla);
    return ok(resposta, cookiesDeSessao(nova.sigla, nova.token, nova.maxAgeSegundos, deps.env.cookieSecure));
  },
});
