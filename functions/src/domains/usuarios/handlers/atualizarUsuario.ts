import { atualizarUsuarioAdminSchema } from '@wf/shared/schemas/administracao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarUsuarioAdministrado } from '../services/administracaoUsuariosService';

/** PUT /api/usuario/atualizarUsuario (administration edit). */
export const atualizarUsuario = rotaAutenticada({
  body: atualizarUsuarioAdminSchema,
  handle: async (deps, { body, sessao }) => ok(await atualizarUsuarioAdministrado(deps, sessao, body)),
});
