import { hashClienteSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { validarLinkRecuperacao } from '../services/recuperacaoSenhaService';

/** PATCH /api/usuario/resetarsenha: validates the link; the answer is sent back by recuperarsenha. */
export const resetarSenha = rotaPublica({
  body: hashClienteSchema,
  handle: async (deps, { body }) => ok(await validarLinkRecuperacao(deps, body)),
});
