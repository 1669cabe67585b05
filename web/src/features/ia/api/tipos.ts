import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';

/**
 * The AI routes' shapes as the SPA reads them: every request answers 202 with a task, which the
 * SPA follows (GET of the task, and the socket's iaTarefaAtualizada) until it ends.
 */
export type TipoTarefaIa =
  | 'criar-regra'
  | 'analisar-metricas'
  | 'criar-fluxo'
  | 'transcrever-audio'
  | 'gerar-campos-etapa'
  | 'criar-etapa';

export type StatusTarefaIa = 'pendente' | 'processando' | 'concluida' | 'falhou';

export interface TarefaIa<R = unknown> {
  idTarefa: string;
  tipo: TipoTarefaIa;
  status: StatusTarefaIa;
  resultado?: R;
  /** Why it failed (pt-BR, shown as is). */
  mensagem?: string;
  /** Answered by the local stand-in model, not by a real one: the screen says so. */
  modeloDemonstracao?: boolean;
}

export interface TarefaCriada {
  idTarefa: string;
  status: StatusTarefaIa;
}

export type ResultadoCriarRegra = { idRegra: string; descricao: string; jsonRegras: unknown } | { pergunta: string };

export interface ResultadoAnalisarMetricas {
  html: string;
}

/** A proposed stage of a proposed flow; links name stages by their position or key in the list. */
export interface EtapaProposta {
  /** The proposal's own key for the stage (links point to it). */
  id?: string | number;
  descricao: string;
  cor?: string;
  etapaInicial?: 'S' | 'N' | boolean;
  etapaFinal?: 'S' | 'N' | boolean;
  fluxoAberto?: 'S' | 'N' | boolean;
  /** Keys of the stages a card of this one may go to. */
  listaEtapasDestino?: (string | number)[];
  listaCamposFormulario?: CampoProposto[];
  [outro: string]: unknown;
}

/** A proposed form field: at least a title and a type. */
export interface CampoProposto {
  titulo: string;
  keyCampo: string;
  indObrigatorio?: boolean;
  [outro: string]: unknown;
}

export interface FluxoProposto {
  descricao: string;
  detalhes?: string;
  icone?: string;
  [outro: string]: unknown;
}

export interface ResultadoCriarFluxo {
  fluxo: FluxoProposto;
  listaEtapas: EtapaProposta[];
}

export interface ResultadoTranscrever {
  texto: string;
}

export interface ResultadoGerarCampos {
  listaCamposFormulario: CampoFormulario[];
}

export interface ResultadoCriarEtapa {
  etapa: EtapaProposta;
}
