import { hashClienteSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { ativarUsuarioPorLink } from '../services/ativacaoService';
import { mensagensUsuario } from './respostas';

/** PATCH /api/usuario/ativarusuario */
export const ativarUsuario = rotaPublica({
  body: hashClienteSchema,
  handle: async (deps, { body }) => {
    await ativarUsuarioPorLink(deps, body);
    return ok({ mensagem: mensagensUsuario.ativado });
  },
});
