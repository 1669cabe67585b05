import { inserirAutorizacaoSchema } from '@wf/shared/schemas/autorizacao';
import { criado, rotaAutenticada } from '../../../kernel/http/route';
import { inserirAutorizacao as inserir } from '../services/autorizacaoService';
import { respostasEtapa } from './respostas';

/** POST /api/etapa-usuario/inserir-autorizacao: 201 { mensagem, EtapaUsuario }. */
export const inserirAutorizacao = rotaAutenticada({
  body: inserirAutorizacaoSchema,
  handle: async (deps, { body, sessao }) =>
    criado(respostasEtapa.autorizacaoIncluida(await inserir(deps, sessao, body))),
});
