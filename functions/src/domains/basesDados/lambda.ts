import {
  atualizarAutorizacaoOrgRota,
  buscarAutorizacoesOrgRota,
  excluirAutorizacaoOrgRota,
  inserirAutorizacaoOrgRota,
} from './handlers/autorizacoesOrg';
import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import {
  atualizarBaseDadosRota,
  buscarBaseDados,
  buscarBasesDados,
  excluirBaseDadosRota,
  inserirBaseDadosRota,
} from './handlers/basesDados';
import {
  buscarImportacaoRota,
  csvDasRejeitadasRota,
  iniciarImportacaoRota,
  listarImportacoesRota,
  processarImportacaoRota,
  listarCompartilhamentosRota,
  salvarCompartilhamentosRota,
} from './handlers/importacoes';
import {
  atualizarRegistroRota,
  buscarOpcoesRota,
  criarRegistroRota,
  excluirRegistroRota,
  listarRegistrosRota,
} from './handlers/registros';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/datasources/buscar': buscarBasesDados,
  'GET /api/datasources/buscar/{id}': buscarBaseDados,
  'POST /api/datasources/inserir': inserirBaseDadosRota,
  'PUT /api/datasources/atualizar': atualizarBaseDadosRota,
  'DELETE /api/datasources/excluir/{id}': excluirBaseDadosRota,
  'GET /api/datasources/{id}/registros': listarRegistrosRota,
  'POST /api/datasources/{id}/registros': criarRegistroRota,
  'PUT /api/datasources/{id}/registros/{idRegistro}': atualizarRegistroRota,
  'DELETE /api/datasources/{id}/registros/{idRegistro}': excluirRegistroRota,
  'POST /api/datasources/{id}/importacoes': iniciarImportacaoRota,
  'GET /api/datasources/{id}/importacoes': listarImportacoesRota,
  'POST /api/datasources/{id}/importacoes/{idImportacao}/processar': processarImportacaoRota,
  'GET /api/datasources/{id}/importacoes/{idImportacao}': buscarImportacaoRota,
  'GET /api/datasources/{id}/importacoes/{idImportacao}/rejeitadas': csvDasRejeitadasRota,
  'GET /api/datasources-org/buscar-autorizacoes/{id}': buscarAutorizacoesOrgRota,
  'POST /api/datasources-org/inserir-autorizacao': inserirAutorizacaoOrgRota,
  'PUT /api/datasources-org/atualizar-autorizacao': atualizarAutorizacaoOrgRota,
  'DELETE /api/datasources-org/excluir-autorizacao/{id}': excluirAutorizacaoOrgRota,
  'GET /api/datasources/{id}/compartilhamentos': listarCompartilhamentosRota,
  'PUT /api/datasources/{id}/compartilhamentos': salvarCompartilhamentosRota,
  'GET /api/datasources/{id}/opcoes': buscarOpcoesRota,
};

export const handler = httpLambda('basesDados', rotas);
