import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { atualizarAutorizacao } from './handlers/atualizarAutorizacao';
import { atualizarCamposForm } from './handlers/atualizarCamposForm';
import { atualizarEtapa } from './handlers/atualizarEtapa';
import { atualizarOrdem } from './handlers/atualizarOrdem';
import { atualizarPosicoes } from './handlers/atualizarPosicoes';
import { atualizarVinculo } from './handlers/atualizarVinculo';
import { buscarAutorizacoes } from './handlers/buscarAutorizacoes';
import { buscarEtapa } from './handlers/buscarEtapa';
import { clonarEtapa } from './handlers/clonarEtapa';
import { conexoesOrigem } from './handlers/conexoesOrigem';
import { copiarAutorizacoes } from './handlers/copiarAutorizacoes';
import { criarVinculo } from './handlers/criarVinculo';
import { etapasDestino } from './handlers/etapasDestino';
import { etapasDoFluxo } from './handlers/etapasDoFluxo';
import { excluirAutorizacao } from './handlers/excluirAutorizacao';
import { excluirEtapa } from './handlers/excluirEtapa';
import { exportarConfigEtapa } from './handlers/exportarConfigEtapa';
import { importarConfigEtapa } from './handlers/importarConfigEtapa';
import { inserirAutorizacao } from './handlers/inserirAutorizacao';
import { inserirEtapa } from './handlers/inserirEtapa';
import {
  atualizarAutorizacaoOrgRota,
  buscarAutorizacoesOrg,
  excluirAutorizacaoOrgRota,
  inserirAutorizacaoOrgRota,
} from './handlers/autorizacoesOrg';
import { permissoesUsuario } from './handlers/permissoesUsuario';
import { removerVinculo } from './handlers/removerVinculo';

/** Stages, the links between them (etapa-rel) and the people authorised on them (etapa-usuario). */
/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/etapas/buscar/{id}': buscarEtapa,
  'GET /api/etapas/etapas-fluxo/{idFluxo}': etapasDoFluxo,
  'GET /api/etapas/conexoes-origem/{id}': conexoesOrigem,
  'GET /api/etapas/permissoes-usuario/{id}': permissoesUsuario,
  'POST /api/etapas/inserir': inserirEtapa,
  'PUT /api/etapas/atualizar/{id}': atualizarEtapa,
  'PATCH /api/etapas/atualizar-posicoes': atualizarPosicoes,
  'POST /api/etapas/clonar': clonarEtapa,
  'DELETE /api/etapas/excluir/{id}': excluirEtapa,
  'POST /api/etapas/atualizar-campos-form/{idEtapa}': atualizarCamposForm,
  'POST /api/etapas/atualizar-ordem': atualizarOrdem,
  'GET /api/etapas/export-config-etapa/{idEtapa}': exportarConfigEtapa,
  'POST /api/etapas/import-config-etapa/{idEtapa}': importarConfigEtapa,
  'POST /api/etapas/copiar-autorizacoes': copiarAutorizacoes,
  'GET /api/etapa-rel/etapas-destino/{idEtapa}': etapasDestino,
  'POST /api/etapa-rel/criar-vinculo': criarVinculo,
  'PUT /api/etapa-rel/atualizar-vinculo': atualizarVinculo,
  'DELETE /api/etapa-rel/remover-vinculo/{id}': removerVinculo,
  'GET /api/etapa-usuario/buscar-autorizacoes/{idEtapa}': buscarAutorizacoes,
  'POST /api/etapa-usuario/inserir-autorizacao': inserirAutorizacao,
  'PUT /api/etapa-usuario/atualizar-autorizacao': atualizarAutorizacao,
  'DELETE /api/etapa-usuario/excluir-autorizacao/{id}': excluirAutorizacao,
  'GET /api/etapa-org/buscar-autorizacoes/{idEtapa}': buscarAutorizacoesOrg,
  'POST /api/etapa-org/inserir-autorizacao': inserirAutorizacaoOrgRota,
  'PUT /api/etapa-org/atualizar-autorizacao': atualizarAutorizacaoOrgRota,
  'DELETE /api/etapa-org/excluir-autorizacao/{id}': excluirAutorizacaoOrgRota,
};

export const handler = httpLambda('etapas', rotas);
