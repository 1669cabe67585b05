import { reenviarConviteSchema } from '@wf/shared/schemas/administracao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { reenviarConvite as reenviar } from '../services/conviteService';
import { mensagensUsuario } from './respostas';

/** POST /api/usuario/reenviarConvite (administration: a new invitation link, the old one stops working). */
export const reenviarConvite = rotaAutenticada({
  body: reenviarConviteSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: mensagensUsuario.conviteReenviado, usuario: await reenviar(deps, sessao, body.id) }),
});
