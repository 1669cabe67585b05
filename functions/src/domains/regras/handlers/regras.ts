import { atualizarRegraSchema, clonarRegraSchema, inserirRegraSchema } from '@wf/shared/schemas/regra';
import { criado, ok, rotaAutenticada } from '../../../app/http/route';
import {
  atualizarRegra,
  buscarRegraPorId,
  clonarRegra,
  excluirRegra,
  execucoesQuery,
  inserirRegra,
  listarExecucoes,
  listarRegras,
} from '../services/regraService';

/** GET /api/fluxo/regras/buscar-por-fluxo/{idFluxo}: { listaRegras }. */
export const buscarRegrasPorFluxo = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await listarRegras(deps, sessao, params.idFluxo)),
});

/** GET /api/fluxo/regras/buscar-por-id/{id}: { regra }. */
export const buscarRegraPorIdRota = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await buscarRegraPorId(deps, sessao, params.id)),
});

/** POST /api/fluxo/regras/inserir: 201 { mensagem, data: { idRegra }, regra }. */
export const inserirRegraRota = rotaAutenticada({
  body: inserirRegraSchema,
  handle: async (deps, { body, sessao }) => criado(await inserirRegra(deps, sessao, body)),
});

/** PUT /api/fluxo/regras/atualizar: { mensagem, regra } (creator only). */
export const atualizarRegraRota = rotaAutenticada({
  body: atualizarRegraSchema,
  handle: async (deps, { body, sessao }) => ok(await atualizarRegra(deps, sessao, body)),
});

/** POST /api/fluxo/regras/clonar: 201 { mensagem, data: { idRegra }, regra }. */
export const clonarRegraRota = rotaAutenticada({
  body: clonarRegraSchema,
  handle: async (deps, { body, sessao }) => criado(await clonarRegra(deps, sessao, body)),
});

/** DELETE /api/fluxo/regras/excluir/{id}: { mensagem } (creator only). */
export const excluirRegraRota = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await excluirRegra(deps, sessao, params.id)),
});

/** GET /api/fluxo/regras/detalhes-execucoes/{id}?cursor&sqlMaxRecords: { listaExecucoesRegra, proximoCursor }. */
export const detalhesExecucoes = rotaAutenticada({
  params: ['id'],
  query: execucoesQuery,
  handle: async (deps, { params, query, sessao }) => ok(await listarExecucoes(deps, sessao, params.id, query)),
});
