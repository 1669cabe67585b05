import { copiarAutorizacoesSchema, mensagensAutorizacao } from '@wf/shared/schemas/autorizacao';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { copiarAutorizacoes as copiar } from '../services/autorizacaoService';

/** POST /api/etapas/copiar-autorizacoes: { mensagem }. */
export const copiarAutorizacoes = rotaAutenticada({
  body: copiarAutorizacoesSchema,
  handle: async (deps, { body, sessao }) => {
    await copiar(deps, sessao, body);
    return ok({ mensagem: mensagensAutorizacao.copiadas });
  },
});
