import { compartilhamentosSchema, iniciarImportacaoSchema, mensagensBaseDados } from '@wf/shared/schemas/baseDados';
import { aceito, criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { listarCompartilhamentos, salvarCompartilhamentos } from '../services/baseDadosService';
import {
  buscarImportacaoDaBase,
  csvDasRejeitadas,
  iniciarImportacao,
  listarImportacoesDaBase,
  processarImportacao,
} from '../services/importacaoService';

/** POST /api/datasources/{id}/importacoes: 201 { idImportacao, urlUpload, Importacao } (PUT the CSV there). */
export const iniciarImportacaoRota = rotaAutenticada({
  params: ['id'],
  body: iniciarImportacaoSchema,
  handle: async (deps, { params, body, sessao }) => criado(await iniciarImportacao(deps, sessao, params.id, body)),
});

/** POST .../importacoes/{idImportacao}/processar: 202 { Importacao }; the server job runs it to the end. */
export const processarImportacaoRota = rotaAutenticada({
  params: ['id', 'idImportacao'],
  handle: async (deps, { params, sessao }) =>
    aceito({ Importacao: await processarImportacao(deps, sessao, params.id, params.idImportacao) }),
});

/** GET .../importacoes/{idImportacao}: { Importacao } (progress, counts, first invalid rows). */
export const buscarImportacaoRota = rotaAutenticada({
  params: ['id', 'idImportacao'],
  handle: async (deps, { params, sessao }) =>
    ok({ Importacao: await buscarImportacaoDaBase(deps, sessao, params.id, params.idImportacao) }),
});

/** GET /api/datasources/{id}/importacoes: { importacoes } the latest, newest first. */
export const listarImportacoesRota = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) =>
    ok({ importacoes: await listarImportacoesDaBase(deps, sessao, params.id) }),
});

/** GET .../importacoes/{idImportacao}/rejeitadas: { url } a presigned download of the invalid rows as CSV. */
export const csvDasRejeitadasRota = rotaAutenticada({
  params: ['id', 'idImportacao'],
  handle: async (deps, { params, sessao }) => ok(await csvDasRejeitadas(deps, sessao, params.id, params.idImportacao)),
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
