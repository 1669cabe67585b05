import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import {
  atualizarRegraRota,
  buscarRegraPorIdRota,
  buscarRegrasPorFluxo,
  clonarRegraRota,
  detalhesExecucoes,
  excluirRegraRota,
  executarCondicoesRota,
  executarRegrasRota,
  inserirRegraRota,
  regrasExecutadasRota,
  simularRegraRota,
  valoresVariaveisRegra,
  variaveisRegra,
} from './handlers/regras';
import { buscarSegredoWebhookRegra, rotacionarSegredoWebhookRegraRota } from './handlers/segredoWebhookRegra';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/fluxo/regras/buscar-por-fluxo/{idFluxo}': buscarRegrasPorFluxo,
  'GET /api/fluxo/regras/buscar-por-id/{id}': buscarRegraPorIdRota,
  'POST /api/fluxo/regras/inserir': inserirRegraRota,
  'PUT /api/fluxo/regras/atualizar': atualizarRegraRota,
  'POST /api/fluxo/regras/clonar': clonarRegraRota,
  'DELETE /api/fluxo/regras/excluir/{id}': excluirRegraRota,
  'GET /api/fluxo/regras/detalhes-execucoes/{id}': detalhesExecucoes,
  'GET /api/fluxo/regras/variaveis/{idFluxo}': variaveisRegra,
  'GET /api/fluxo/regras/valores-variaveis/{idInstancia}': valoresVariaveisRegra,
  'POST /api/fluxo/regras/executar-condicoes': executarCondicoesRota,
  'POST /api/fluxo/regras/regras-executadas': regrasExecutadasRota,
  'POST /api/fluxo/regras/executar-regras': executarRegrasRota,
  'POST /api/fluxo/regras/simular': simularRegraRota,
  'GET /api/fluxo/regras/segredo-webhook/{id}': buscarSegredoWebhookRegra,
  'POST /api/fluxo/regras/segredo-webhook/rotacionar': rotacionarSegredoWebhookRegraRota,
};

export const handler = httpLambda('regras', rotas);
