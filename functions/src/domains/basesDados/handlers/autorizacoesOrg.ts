import {
  atualizarDatasourceOrgSchema,
  excluirDatasourceOrgQuery,
  inserirDatasourceOrgSchema,
} from '@wf/shared/schemas/organograma';
import { mensagensAutorizacao } from '@wf/shared/schemas/autorizacao';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import {
  atualizarAutorizacaoOrgBase,
  excluirAutorizacaoOrgBase,
  inserirAutorizacaoOrgBase,
  listarUnidadesDaBase,
} from '../services/autorizacaoOrgBaseService';

/** GET /api/datasources-org/buscar-autorizacoes/{id}: { estruturaOrg, listaOrgAutorizados, indisponivel }. */
export const buscarAutorizacoesOrgRota = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await listarUnidadesDaBase(deps, sessao, params.id)),
});

/** POST /api/datasources-org/inserir-autorizacao: 201 { mensagem, DatasourceOrg }. */
export const inserirAutorizacaoOrgRota = rotaAutenticada({
  body: inserirDatasourceOrgSchema,
  handle: async (deps, { body, sessao }) =>
    criado({
      mensagem: mensagensAutorizacao.incluida,
      DatasourceOrg: await inserirAutorizacaoOrgBase(deps, sessao, body),
    }),
});

/** PUT /api/datasources-org/atualizar-autorizacao: { mensagem, DatasourceOrg }. */
export const atualizarAutorizacaoOrgRota = rotaAutenticada({
  body: atualizarDatasourceOrgSchema,
  handle: async (deps, { body, sessao }) =>
    ok({
      mensagem: mensagensAutorizacao.atualizada,
      DatasourceOrg: await atualizarAutorizacaoOrgBase(deps, sessao, body),
    }),
});

/** DELETE /api/datasources-org/excluir-autorizacao/{id}?idDatasource=: { mensagem }. */
export const excluirAutorizacaoOrgRota = rotaAutenticada({
  params: ['id'],
  query: excluirDatasourceOrgQuery,
  handle: async (deps, { params, query, sessao }) => {
    await excluirAutorizacaoOrgBase(deps, sessao, params.id, query.idDatasource);
    return ok({ mensagem: mensagensAutorizacao.excluida });
  },
});
