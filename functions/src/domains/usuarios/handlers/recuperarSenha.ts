import { recuperarSenhaSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { redefinirSenhaPorLink, solicitarRecuperacaoSenha } from '../services/recuperacaoSenhaService';
import { mensagensUsuario } from './respostas';

/** PATCH /api/usuario/recuperarsenha: request mode (e-mail) or reset mode (link data plus the new password). */
export const recuperarSenha = rotaPublica({
  body: recuperarSenhaSchema,
  handle: async (deps, { body }) => {
    if ('hash' in body) {
      await redefinirSenhaPorLink(deps, body);
      return ok({ mensagem: mensagensUsuario.senhaRedefinida });
    }
    await solicitarRecuperacaoSenha(deps, body);
    return ok({ mensagem: mensagensUsuario.recuperacaoSolicitada });
  },
});
