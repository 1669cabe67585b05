import type { ResultadosIa } from '@wf/shared/schemas/ia';

/** The AI routes' shapes (shared with the server): every request answers 202 with a task. */
export type {
  CampoProposto,
  EtapaProposta,
  FluxoProposto,
  StatusTarefaIa,
  TarefaIa,
  TarefaIaAceita,
  TipoTarefaIa,
} from '@wf/shared/schemas/ia';

export type ResultadoCriarRegra = ResultadosIa['criar-regra'];
export type ResultadoAnalisarMetricas = ResultadosIa['analisar-metricas'];
export type ResultadoCriarFluxo = ResultadosIa['criar-fluxo'];
export type ResultadoTranscrever = ResultadosIa['transcrever-audio'];
export type ResultadoGerarCampos = ResultadosIa['gerar-campos-etapa'];
export type ResultadoCriarEtapa = ResultadosIa['criar-etapa'];
