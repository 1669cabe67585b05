import {
  compartilhamentosSchema,
  iniciarImportacaoSchema,
  loteImportacaoSchema,
  mensagensBaseDados,
} from '@wf/shared/schemas/baseDados';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarCompartilhamentos, salvarCompartilhamentos } from '../services/baseDadosService';
import { concluirImportacao, gravarLote, iniciarImportacao } from '../services/importacaoService';

/** POST /api/datasources/{id}/importacoes: 201 { idImportacao }. */
export const iniciarImportacaoRota = rotaAutenticada({
  params: ['id'],
  body: iniciarImportacaoSchema,
  handle: async (deps, { params, body, sessao }) =>
    criado(await iniciarImportacao(deps, sessao, params.id, body.substituir)),
});

/** POST .../importacoes/{idImportacao}/lotes: { inseridos, invalidos } (idempotent per numero). */
export const gravarLoteRota = rotaAutenticada({
  params: ['id', 'idImportacao'],
  body: loteImportacaoSchema,
  handle: async (deps, { params, body, sessao }) =>
    ok(await gravarLote(deps, sessao, params.id, params.idImportacao, body)),
});

/** POST .../importacoes/{idImportacao}/concluir: { mensagem, totalRegistros }. */
export const concluirImportacaoRota = rotaAutenticada({
  params: ['id', 'idImportacao'],
  handle: async (deps, { params, sessao }) =>
    ok({
      mensagem: mensagensBaseDados.atualizada,
      totalRegistros: await concluirImportacao(deps, sessao, params.id, params.idImportacao),
    }),
});

/** GET /api/datasources/{id}/compartilhamentos: { emails }. */
export const listarCompartilhamentosRota = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await listarCompartilhamentos(deps, sessao, params.id)),
});

/** PUT /api/datasources/{id}/compartilhamentos: { mensagem, emails }. */
export const salvarCompartilhamentosRota = rotaAutenticada({
  params: ['id'],
  body: compartilhamentosSchema,
  handle: async (deps, { params, body, sessao }) =>
    ok({
      mensagem: mensagensBaseDados.atualizada,
      emails: await salvarCompartilhamentos(deps, sessao, params.id, body),
    }),
});
