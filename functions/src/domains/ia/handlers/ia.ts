import {
  analisarMetricasSchema,
  configuracaoIaSchema,
  criarEtapaIaSchema,
  criarFluxoIaSchema,
  criarRegraIaSchema,
  gerarCamposEtapaSchema,
  inserirByGptSchema,
  transcreverAudioSchema,
  usoIaQuery,
} from '@wf/shared/schemas/ia';
import { aceito, criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { configuracaoIa, salvarConfiguracaoIa, usoIa } from '../services/configuracaoService';
import { inserirFluxoProposto } from '../services/fluxoPropostoService';
import {
  buscarTarefaDoUsuario,
  solicitarAnaliseMetricas,
  solicitarFluxo,
  solicitarProposta,
  solicitarRegra,
  solicitarTranscricao,
} from '../services/tarefaService';

/** POST /api/chatgpt/criar-regra: 202 { idTarefa, status }. */
export const criarRegraRota = rotaAutenticada({
  body: criarRegraIaSchema,
  handle: async (deps, { body, sessao }) => aceito(await solicitarRegra(deps, sessao, body)),
});

/** POST /api/chatgpt/analisar-metricas: 202 { idTarefa, status }. */
export const analisarMetricasRota = rotaAutenticada({
  body: analisarMetricasSchema,
  handle: async (deps, { body, sessao }) => aceito(await solicitarAnaliseMetricas(deps, sessao, body)),
});

/** POST /api/chatgpt/criar-fluxo: 202 { idTarefa, status }. */
export const criarFluxoRota = rotaAutenticada({
  body: criarFluxoIaSchema,
  handle: async (deps, { body, sessao }) => aceito(await solicitarFluxo(deps, sessao, body)),
});

/** POST /api/chatgpt/gerar-campos-etapa: 202 { idTarefa, status }. */
export const gerarCamposEtapaRota = rotaAutenticada({
  body: gerarCamposEtapaSchema,
  handle: async (deps, { body, sessao }) => aceito(await solicitarProposta(deps, sessao, 'gerar-campos-etapa', body)),
});

/** POST /api/chatgpt/criar-etapa: 202 { idTarefa, status }. */
export const criarEtapaRota = rotaAutenticada({
  body: criarEtapaIaSchema,
  handle: async (deps, { body, sessao }) => aceito(await solicitarProposta(deps, sessao, 'criar-etapa', body)),
});

/** POST /api/chatgpt/transcrever-audio (multipart: file, promptsAdicionais): 202 { idTarefa, status }. */
export const transcreverAudioRota = rotaAutenticada({
  body: transcreverAudioSchema,
  multipart: true,
  handle: async (deps, { body, arquivos, sessao }) =>
    aceito(await solicitarTranscricao(deps, sessao, arquivos?.file, body.promptsAdicionais)),
});

/** GET /api/chatgpt/tarefas/{idTarefa}: the task (its author only). */
export const buscarTarefaRota = rotaAutenticada({
  params: ['idTarefa'],
  handle: async (deps, { params, sessao }) => ok(await buscarTarefaDoUsuario(deps, sessao, params.idTarefa)),
});

/** POST /api/fluxos/inserir-by-gpt: 201 { mensagem, id } (synchronous; no model call). */
export const inserirByGptRota = rotaAutenticada({
  body: inserirByGptSchema,
  handle: async (deps, { body, sessao }) =>
    criado({ mensagem: 'Fluxo criado com sucesso', ...(await inserirFluxoProposto(deps, sessao, body)) }),
});

/** GET /api/ia/configuracao: { ativa, orcamentoMensalTokens } (anyone: the screens show AI only when on). */
export const buscarConfiguracaoRota = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await configuracaoIa(deps, sessao.sigla)),
});

/** PUT /api/ia/configuracao (administrator). */
export const salvarConfiguracaoRota = rotaAutenticada({
  body: configuracaoIaSchema,
  handle: async (deps, { body, sessao }) => ok(await salvarConfiguracaoIa(deps, sessao, body)),
});

/** GET /api/ia/uso?mes=AAAA-MM (administrator). */
export const usoRota = rotaAutenticada({
  query: usoIaQuery,
  handle: async (deps, { query, sessao }) => ok(await usoIa(deps, sessao, query.mes)),
});
