import { esqueciSenhaSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { solicitarRecuperacaoSenha } from '../services/recuperacaoSenhaService';

/** POST /api/usuario/esquecisenha */
export const esqueciSenha = rotaPublica({
  body: esqueciSenhaSchema,
  handle: async (deps, { body }) => ok(await solicitarRecuperacaoSenha(deps, body)),
});
