import type { LadoConexao } from '../constants/fluxos';
import type { CampoFormulario } from '../schemas/campoFormulario';
import type { FlagRestricao } from '../constants/autorizacao';
import type { FlagSN } from './sessao';

/** Answer shapes of flows, stages, links, labels and authorisations. */

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

/**
 * The session user's permission flags on one stage (GET /api/etapas/permissoes-usuario/{id}).
 * The owner has every permission; others have those of their EtapaUsuario on the stage, and
 * none (restrAbrirCard S) on a stage they are not authorised on (docs/adr/0012-flows-stages-and-permissions.md).
 */
export interface PermissoesEtapa {
  permiteEditar: FlagSN;
  permiteConcederAutorizacoes: FlagSN;
  permiteExecutarInstancias: FlagSN;
  restrAbrirCard: FlagSN;
}

/** A stage, with the session user's permissions on it. */
export interface Etapa extends PermissoesEtapa {
  id: string;
  idFluxo: string;
  descricao: string;
  cor: string;
  etapaInicial: FlagSN;
  etapaFinal: FlagSN;
  fluxoAberto: FlagSN;
  ordemExibicao: number;
  totalCardsPresentes: number;
  /** Where a card of this stage may go (empty for a final stage; every other stage for an open one). */
  listaIdsEtapasDestino: string[];
  jsonConfig: { listaCamposFormulario: CampoFormulario[]; node: NoDiagrama };
}

/**
 * A link between stages (EtapaRel). Its id is made of the two stage ids, so one direction
 * between two stages can exist once (the id is the uniqueness guard).
 */
export interface EtapaRel {
  id: string;
  idEtapaOrigem: string;
  idEtapaDestino: string;
  posicaoOrigem: LadoConexao;
  posicaoDestino: LadoConexao;
}

/** The canvas form of an EtapaRel (React Flow edge). */
export interface ArestaDiagrama {
  id: string;
  source: string;
  target: string;
  sourceHandle: LadoConexao;
  targetHandle: LadoConexao;
  type: 'defaultCustom';
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

/** The public form (GET /api/fluxos/dados-link-publico/{customer}/{hash}): no login, so only what the form shows. */
export interface DadosLinkPublico {
  Fluxo: {
    id: string;
    descricao: string;
    tituloFormulario: string | null;
    descricaoFormulario: string | null;
    imgBackgroundFormulario: string | null;
  };
  /** The initial stage; hidden fields are left out. */
  Etapa: { id: string; descricao: string; cor: string; jsonConfig: { listaCamposFormulario: CampoFormulario[] } };
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

// Answers of the flow, stage, link, authorisation and label calls.

export interface RespostaMensagemFluxo {
  mensagem: string;
}
/** GET /api/fluxos/buscar: every flow the user owns or is authorised in (active and archived). */
export interface RespostaListaFluxos {
  listaFluxos: FluxoResumo[];
}
/** GET /api/fluxos/buscar/{id}, POST /api/fluxos/inserir */
export interface RespostaFluxo {
  Fluxo: Fluxo;
}
/** PUT /api/fluxos/atualizar, POST /api/fluxos/copiar */
export interface RespostaFluxoAlterado {
  mensagem: string;
  Fluxo: Fluxo;
}
/** GET /api/fluxos/emails-usados-no-fluxo/{idFluxo} */
export interface RespostaUsuariosDoFluxo {
  listaUsuarios: UsuarioResumo[];
}
/** GET /api/fluxos/atividades/{idFluxo}?offset&count&cursor (newest first). */
export interface RespostaAtividadesFluxo {
  listaAtividades: AtividadeFluxo[];
  temMais: boolean;
  /** Pass as ?cursor= for the next page (cheaper than a growing offset); null on the last page. */
  proximoCursor: string | null;
}
/** GET /api/fluxos/variaveis/{idFluxo}/{keyCampo} */
export interface RespostaVariaveis {
  listaVariaveis: string[];
}
/** GET /api/etapas/buscar/{id}, POST /api/etapas/clonar, POST /api/etapas/atualizar-campos-form/{idEtapa} */
export interface RespostaEtapa {
  Etapa: Etapa;
}
/** GET /api/etapas/etapas-fluxo/{idFluxo}, GET /api/etapa-rel/etapas-destino/{idEtapa}, POST /api/etapas/atualizar-ordem */
export interface RespostaListaEtapas {
  listaEtapas: Etapa[];
}
/** POST /api/etapas/inserir */
export interface RespostaEtapaInserida {
  Etapa: Etapa;
  listaEtapas: Etapa[];
}
/** PUT /api/etapas/atualizar/{id}: the stage, and every stage and link after the flag rules ran. */
export interface RespostaEtapaAtualizada {
  Etapa: Etapa;
  listaEtapas: Etapa[];
  listaEtapasRel: EtapaRel[];
}
/** GET /api/etapas/conexoes-origem/{id}: links leaving the stage. */
export interface RespostaConexoes {
  listaEtapasRel: EtapaRel[];
  edges: ArestaDiagrama[];
}
/** POST /api/etapa-rel/criar-vinculo, PUT /api/etapa-rel/atualizar-vinculo */
export interface RespostaVinculo {
  EtapaRel: EtapaRel;
  edge: ArestaDiagrama;
}
/** POST /api/etapas/import-config-etapa/{idEtapa} */
export interface RespostaImportacaoConfig {
  mensagem: string;
  Etapa: Etapa;
}
/** GET /api/etapa-usuario/buscar-autorizacoes/{idEtapa} */
export interface RespostaAutorizacoes {
  listaEmailsUsuarios: EtapaUsuario[];
}
/** POST /api/etapa-usuario/inserir-autorizacao, PUT /api/etapa-usuario/atualizar-autorizacao */
export interface RespostaAutorizacao {
  mensagem: string;
  EtapaUsuario: EtapaUsuario;
}
/** GET /api/etiquetas/buscar/{idFluxo} */
export interface RespostaEtiquetas {
  listaEtiquetas: Etiqueta[];
}
/** POST /api/etiquetas/inserir, PUT /api/etiquetas/atualizar */
export interface RespostaEtiqueta {
  mensagem: string;
  Etiqueta: Etiqueta;
}
