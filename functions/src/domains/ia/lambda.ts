import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import {
  analisarMetricasRota,
  buscarConfiguracaoRota,
  buscarTarefaRota,
  criarEtapaRota,
  criarFluxoRota,
  criarRegraRota,
  gerarCamposEtapaRota,
  inserirByGptRota,
  salvarConfiguracaoRota,
  transcreverAudioRota,
  usoRota,
} from './handlers/ia';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'POST /api/chatgpt/criar-regra': criarRegraRota,
  'POST /api/chatgpt/analisar-metricas': analisarMetricasRota,
  'POST /api/chatgpt/criar-fluxo': criarFluxoRota,
  'POST /api/chatgpt/transcrever-audio': transcreverAudioRota,
  'POST /api/chatgpt/gerar-campos-etapa': gerarCamposEtapaRota,
  'POST /api/chatgpt/criar-etapa': criarEtapaRota,
  'GET /api/chatgpt/tarefas/{idTarefa}': buscarTarefaRota,
  'POST /api/fluxos/inserir-by-gpt': inserirByGptRota,
  'GET /api/ia/configuracao': buscarConfiguracaoRota,
  'PUT /api/ia/configuracao': salvarConfiguracaoRota,
  'GET /api/ia/uso': usoRota,
};

export const handler = httpLambda('ia', rotas);
