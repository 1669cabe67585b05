import { confirmarEmailSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { confirmarEmailComSenha } from '../services/confirmacaoEmailService';
import { mensagensUsuario } from './respostas';

/** PATCH /api/usuario/confirmaremail: the sign-up confirmation link plus the password chosen at sign-up. */
export const confirmarEmail = rotaPublica({
  body: confirmarEmailSchema,
  handle: async (deps, { body }) => {
    await confirmarEmailComSenha(deps, body);
    return ok({ mensagem: mensagensUsuario.emailConfirmado });
  },
});
