import type { LadoConexao } from '../constants/fluxos';
import type { CampoFormulario } from '../schemas/campoFormulario';
import type { FlagRestricao } from '../schemas/autorizacao';
import type { FlagSN } from './sessao';

/** Answer shapes of flows, stages, links, labels and authorisations (spec 2, sections 3 and 7). */

export interface UsuarioResumo {
  id: string;
  nome: string;
  email: string;
  iniciais: string;
  cor: string;
  imgFoto: string | null;
}

/** A flow as the list shows it (GET /api/fluxos/buscar). */
export interface FluxoResumo {
  id: string;
  descricao: string;
  detalhes: string;
  icone: string;
  arquivado: FlagSN;
  fluxoFavorito: FlagSN;
  permitirEnviarCards: FlagSN;
  permitirReceberCards: FlagSN;
  permitirFormPublico: FlagSN;
  dataHoraAlteracao: string;
  numEtapasPresentes: number;
  numInstanciasCriadas: number;
  numPessoasComAcesso: number;
  numRegrasCriadas: number;
  /** The owner. */
  Usuario: UsuarioResumo;
}

/** A flow with everything its screen and its dialogs need (GET /api/fluxos/buscar/{id}). */
export interface Fluxo extends FluxoResumo {
  rotuloNovaInstancia: string;
  tituloFormulario: string | null;
  descricaoFormulario: string | null;
  /** Short-lived URL of the public form background, or null. */
  imgBackgroundFormulario: string | null;
  /** Hash of the public form link (the link is /workflow/criarcardfluxo/{sigla}/{hash}), null while never enabled. */
  linkPublico: string | null;
  /** The session user owns the flow. */
  ehDono: boolean;
  permiteEditarElementosFluxo: boolean;
}

export interface NoDiagrama {
  id: string;
  type: 'square';
  position: { x: number; y: number };
}

/** A stage, with the session user's permissions on it. */
export interface Etapa {
  id: string;
  idFluxo: string;
  descricao: string;
  cor: string;
  etapaInicial: FlagSN;
  etapaFinal: FlagSN;
  fluxoAberto: FlagSN;
  ordemExibicao: number;
  totalCardsPresentes: number;
  permiteEditar: FlagSN;
  permiteConcederAutorizacoes: FlagSN;
  permiteExecutarInstancias: FlagSN;
  restrAbrirCard: FlagSN;
  /** Where a card of this stage may go (empty for a final stage; every other stage for an open one). */
  listaIdsEtapasDestino: string[];
  jsonConfig: { listaCamposFormulario: CampoFormulario[]; node: NoDiagrama };
}

/** A link between stages (EtapaRel) and its canvas edge. */
export interface EtapaRel {
  id: string;
  idEtapaOrigem: string;
  idEtapaDestino: string;
  posicaoOrigem: LadoConexao;
  posicaoDestino: LadoConexao;
}

export interface Etiqueta {
  id: string;
  idFluxo: string;
  descricao: string;
  cor: string;
}

export type EtapaUsuario = {
  id: string;
  idEtapa: string;
  emailAutorizado: string;
  /** Name of the person when the e-mail belongs to a user of the tenant. */
  nome: string | null;
  autorizar: FlagSN;
  editar: FlagSN;
  executar: FlagSN;
} & Record<FlagRestricao, FlagSN>;

/** GET /api/fluxos/buscar/etapas-com-instancias/{idFluxo}: the flow screen in one call. */
export interface FluxoComEtapas {
  Fluxo: Fluxo;
  listaEtapas: Etapa[];
  listaEtapasRel: EtapaRel[];
  listaEtiquetas: Etiqueta[];
  permiteEditarElementosFluxo: boolean;
}

export interface AtividadeFluxo {
  id: string;
  descricao: string;
  emailUsuario: string;
  nomeUsuario: string | null;
  dataHoraAlteracao: string;
}

/** The stage configuration file (export/import). */
export interface ConfigEtapaArquivo {
  versao: 1;
  listaEtapas: Array<{
    descricao: string;
    cor: string;
    etapaInicial: FlagSN;
    etapaFinal: FlagSN;
    jsonConfig: { listaCamposFormulario: CampoFormulario[] };
  }>;
}
