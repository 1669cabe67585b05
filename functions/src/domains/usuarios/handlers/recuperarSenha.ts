import { recuperarSenhaSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { redefinirSenhaPorLink, solicitarRecuperacaoSenha } from '../services/recuperacaoSenhaService';

/** PATCH /api/usuario/recuperarsenha: request mode (e-mail) or reset mode (link data plus the new password). */
export const recuperarSenha = rotaPublica({
  body: recuperarSenhaSchema,
  handle: async (deps, { body }) =>
    ok('hash' in body ? await redefinirSenhaPorLink(deps, body) : await solicitarRecuperacaoSenha(deps, body)),
});
