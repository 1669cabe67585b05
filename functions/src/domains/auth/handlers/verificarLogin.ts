import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { verificarLogin as verificar } from '../services/verificacaoService';

/** GET /api/auth/verify-login (indNaoDeslogar is the SPA's concern: the answer is the same). */
export const verificarLogin = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await verificar(deps, sessao)),
});
