import { atualizarEtapaOrgSchema, excluirEtapaOrgQuery, inserirEtapaOrgSchema } from '@wf/shared/schemas/organograma';
import { mensagensAutorizacao } from '@wf/shared/schemas/autorizacao';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import {
  atualizarAutorizacaoOrg,
  excluirAutorizacaoOrg,
  inserirAutorizacaoOrg,
  listarAutorizacoesOrg,
} from '../services/autorizacaoOrgService';

/** GET /api/etapa-org/buscar-autorizacoes/{idEtapa}: { estruturaOrg, listaOrgAutorizados, indisponivel }. */
export const buscarAutorizacoesOrg = rotaAutenticada({
  params: ['idEtapa'],
  handle: async (deps, { params, sessao }) => ok(await listarAutorizacoesOrg(deps, sessao, params.idEtapa)),
});

/** POST /api/etapa-org/inserir-autorizacao: 201 { mensagem, EtapaOrg }. */
export const inserirAutorizacaoOrgRota = rotaAutenticada({
  body: inserirEtapaOrgSchema,
  handle: async (deps, { body, sessao }) =>
    criado({ mensagem: mensagensAutorizacao.incluida, EtapaOrg: await inserirAutorizacaoOrg(deps, sessao, body) }),
});

/** PUT /api/etapa-org/atualizar-autorizacao: { mensagem, EtapaOrg }. */
export const atualizarAutorizacaoOrgRota = rotaAutenticada({
  body: atualizarEtapaOrgSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: mensagensAutorizacao.atualizada, EtapaOrg: await atualizarAutorizacaoOrg(deps, sessao, body) }),
});

/** DELETE /api/etapa-org/excluir-autorizacao/{id}?idEtapa=: { mensagem }. */
export const excluirAutorizacaoOrgRota = rotaAutenticada({
  params: ['id'],
  query: excluirEtapaOrgQuery,
  handle: async (deps, { params, query, sessao }) => {
    await excluirAutorizacaoOrg(deps, sessao, params.id, query.idEtapa);
    return ok({ mensagem: mensagensAutorizacao.excluida });
  },
});
