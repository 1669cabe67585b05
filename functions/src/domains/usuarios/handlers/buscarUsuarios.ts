import { buscarUsuariosQuery } from '@wf/shared/schemas/administracao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarUsuariosAdministrados } from '../services/administracaoUsuariosService';

/** GET /api/usuario/buscarUsuarios?pagina&tamanhoPagina (profiles 2 and 3). */
export const buscarUsuarios = rotaAutenticada({
  query: buscarUsuariosQuery,
  handle: async (deps, { query, sessao }) => ok(await listarUsuariosAdministrados(deps, sessao, query)),
});
