import { convidarUsuarioSchema } from '@wf/shared/schemas/administracao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { convidarUsuario as convidar } from '../services/conviteService';
import { mensagensUsuario } from './respostas';

/** POST /api/usuario/convidar (administration: invite a person by e-mail). */
export const convidarUsuario = rotaAutenticada({
  body: convidarUsuarioSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: mensagensUsuario.conviteEnviado, usuario: await convidar(deps, sessao, body) }),
});
