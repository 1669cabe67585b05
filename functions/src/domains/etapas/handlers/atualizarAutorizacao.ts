import { atualizarAutorizacaoSchema, mensagensAutorizacao } from '@wf/shared/schemas/autorizacao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarAutorizacao as atualizar } from '../services/autorizacaoService';

/** PUT /api/etapa-usuario/atualizar-autorizacao: { mensagem, EtapaUsuario }. */
export const atualizarAutorizacao = rotaAutenticada({
  body: atualizarAutorizacaoSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: mensagensAutorizacao.atualizada, EtapaUsuario: await atualizar(deps, sessao, body) }),
});
