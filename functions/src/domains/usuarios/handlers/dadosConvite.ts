import { hashClienteSchema } from '@wf/shared/schemas/usuario';
import { ok, rotaPublica } from '../../../kernel/http/route';
import { dadosDoConvite } from '../services/conviteService';

/** PATCH /api/usuario/dadosconvite: checks an invitation link and answers what its page shows. */
export const dadosConvite = rotaPublica({
  body: hashClienteSchema,
  handle: async (deps, { body }) => ok(await dadosDoConvite(deps, body)),
});
