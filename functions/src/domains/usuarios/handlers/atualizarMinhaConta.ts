import { atualizarMinhaContaSchema } from '@wf/shared/schemas/usuario';
import { cookiesDeSessao } from '../../../kernel/http/cookies';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarMinhaConta as atualizar } from '../services/minhaContaService';
import { mensagensUsuario } from './respostas';

/** PUT /api/usuario/atualizar: a password change also answers the renewed session's cookie. */
export const atualizarMinhaConta = rotaAutenticada({
  body: atualizarMinhaContaSchema,
  handle: async (deps, { body, sessao }) => {
    const { usuario, sessaoRenovada: s } = await atualizar(deps, sessao, body);
    return ok(
      { mensagem: mensagensUsuario.dadosAtualizados, usuario },
      s && cookiesDeSessao(s.sigla, s.token, s.maxAgeSegundos, deps.env.cookieSecure),
    );
  },
});
