import { esqueciSenhaSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { solicitarRecuperacaoSenha } from '../services/recuperacaoSenhaService';
import { mensagensUsuario } from './respostas';

/** POST /api/usuario/esquecisenha */
export const esqueciSenha = rotaPublica({
  body: esqueciSenhaSchema,
  handle: async (deps, { body }) => {
    await solicitarRecuperacaoSenha(deps, body);
    return ok({ mensagem: mensagensUsuario.recuperacaoSolicitada });
  },
});
