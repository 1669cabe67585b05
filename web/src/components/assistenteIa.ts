import type { CampoFormularioEntrada } from '@wf/shared/schemas/campoFormulario';
import type { Etapa, FluxoComEtapas } from '@wf/shared/types/fluxo';
import type { RespostaMetricasFluxo } from '@wf/shared/types/relatorio';
import { createContext, type ComponentType } from 'react';

/**
 * The AI assistant's pieces (features/ia) shown inside other features' screens: the create-flow
 * dialog, the rules panel, the metrics tab, the 'Nova etapa' dialog, the stage form editor and
 * the tenant's administration. Features do not import each other, so the app composes them
 * (app/ProvedorAssistenteIa.tsx, loaded with the signed-in screens) and a screen asks for them
 * through useAssistenteIa(). A piece nobody provided is null: its entry is not shown.
 */
export interface CriarFluxoIaProps {
  /** The flow was created from the reviewed proposal: the screen opens its board. */
  onCriado: (idFluxo: string) => void;
  /** True while a request, a recording or a transcription runs: the dialog must not close. */
  onOcupado?: (ocupado: boolean) => void;
}

/** The flow's real elements, the only ones a drafted rule may use. */
export interface ContextoRegraIa {
  idFluxo: string;
  emails: { email: string; nome?: string }[];
  /** Variable names of the flow's form fields. */
  variaveis: string[];
  etiquetas: { id: string; descricao: string }[];
  etapas: { id: string; descricao: string }[];
}

export interface RegraIaProps {
  contexto: ContextoRegraIa;
  /** A rule was saved by the assistant (the list is already refreshed). */
  onRegraCriada: (idRegra: string) => void;
  onOcupado: (ocupado: boolean) => void;
}

export interface AnaliseMetricasIaProps {
  idFluxo: string;
  metricas: RespostaMetricasFluxo;
}

/** What the assistant proposes for a new stage: the manual tab is filled with it for review. */
export interface PropostaEtapa {
  descricao: string;
  cor?: string;
  etapaInicial?: boolean;
  etapaFinal?: boolean;
  fluxoAberto?: boolean;
  /** Origin stages among the flow's current ones. */
  idsEtapasOrigem?: string[];
}

export interface NovaEtapaIaProps {
  dados: FluxoComEtapas;
  onProposta: (proposta: PropostaEtapa) => void;
  onOcupado?: (ocupado: boolean) => void;
}

export interface GerarCamposIaProps {
  idFluxo: string;
  etapa: Etapa;
  /** The proposed fields, added to the editor for review (nothing is saved yet). */
  onGerados: (campos: CampoFormularioEntrada[]) => void;
}

export interface AssistenteIa {
  CriarFluxoIa: ComponentType<CriarFluxoIaProps> | null;
  RegraIa: ComponentType<RegraIaProps> | null;
  AnaliseMetricasIa: ComponentType<AnaliseMetricasIaProps> | null;
  NovaEtapaIa: ComponentType<NovaEtapaIaProps> | null;
  GerarCamposIa: ComponentType<GerarCamposIaProps> | null;
  AdministracaoIa: ComponentType | null;
}

export const SEM_ASSISTENTE_IA: AssistenteIa = {
  CriarFluxoIa: null,
  RegraIa: null,
  AnaliseMetricasIa: null,
  NovaEtapaIa: null,
  GerarCamposIa: null,
  AdministracaoIa: null,
};

export const AssistenteIaContext = createContext<AssistenteIa>(SEM_ASSISTENTE_IA);
