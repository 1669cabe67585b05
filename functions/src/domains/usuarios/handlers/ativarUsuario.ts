import { hashClienteSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { ativarUsuarioPorLink } from '../services/ativacaoService';

/** PATCH /api/usuario/ativarusuario */
export const ativarUsuario = rotaPublica({
  body: hashClienteSchema,
  handle: async (deps, { body }) => ok(await ativarUsuarioPorLink(deps, body)),
});
