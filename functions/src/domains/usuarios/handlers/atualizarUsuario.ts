import { atualizarUsuarioAdminSchema } from '@wf/shared/schemas/administracao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarUsuarioAdministrado } from '../services/administracaoUsuariosService';
import { mensagensUsuario } from './respostas';

/** PUT /api/usuario/atualizarUsuario (administration edit). */
export const atualizarUsuario = rotaAutenticada({
  body: atualizarUsuarioAdminSchema,
  handle: async (deps, { body, sessao }) =>
    ok({
      mensagem: mensagensUsuario.usuarioAtualizado,
      usuario: await atualizarUsuarioAdministrado(deps, sessao, body),
    }),
});
