import type { ConfiguracaoCamposCard } from '../validation/configuracaoCampos';
import type { FlagRestricao } from '../constants/autorizacao';
import type { CampoFormulario } from '../schemas/campoFormulario';
import type { FlagSN } from './sessao';
import type { Etiqueta, UsuarioResumo } from './fluxo';

/** Answer shapes of cards. */

export interface ResponsavelCard extends UsuarioResumo {
  /** Id of the card-responsible link (for removal). */
  idVinculo: string;
}

/** A card as the board tile and the list row show it. */
export interface InstanciaResumo {
  id: string;
  descricao: string;
  /** 1-based position in its stage, as the client sees it. */
  ordem: number;
  dataVencimento: string | null;
  dataHoraCriacao: string;
  dataHoraAlteracao: string;
  emailAutor: string;
  nomeAutor: string | null;
  Etapa: { id: string; descricao: string; cor: string };
  Fluxo: { id: string; descricao: string };
  emAcompanhamento: FlagSN;
  listaInstanciaResp: ResponsavelCard[];
  listaInstanciaEtiquetas: Array<{ id: string; Etiqueta: Etiqueta }>;
  numComentariosHumanos: number;
  numTotalAnexos: number;
  numItensChecked: number;
  numItensUnchecked: number;
  /** The generated id field value, when the flow has one. */
  idUnico: string | null;
}

export interface Instancia extends InstanciaResumo {
  detalhes: string;
  /** The session user's restriction flags on the card's stage (the modal disables what they forbid). */
  restricoes?: Record<FlagRestricao, FlagSN>;
  jsonDadosExecucao: {
    listaValoresFormulario: Record<string, unknown>;
    ID_UNICO_DO_CARD: string | null;
  };
  /** This card's field settings by dataIndex, set by a rule: they replace the stage's flags (camposDoCard). */
  configuracaoCampos?: ConfiguracaoCamposCard;
}

/** GET /api/instancias/buscar-json-execucao/{id}: the card's form values alone. */
export interface RespostaDadosExecucao {
  jsonDadosExecucao: Instancia['jsonDadosExecucao'];
}

export interface ItemChecklist {
  id: string;
  descricao: string;
  checked: boolean;
  ordem: number;
}

export interface Checklist {
  id: string;
  emailUsuario: string;
  jsonChecklist: { titulo: string; ordem: number; listaItens: ItemChecklist[] };
}

export interface Anexo {
  id: string;
  nomeArquivo: string;
  tipoMime: string;
  tamanho: number;
  emailUsuario: string;
  dataHoraAlteracao: string;
  /** Short-lived download URL. */
  url: string;
  /** Short-lived URL that shows the file in the browser (PDF and raster images only; absent otherwise). */
  urlVisualizacao?: string;
}

/**
 * POST /api/instancia/anexos/link-publico/{idAnexo}?idInstancia=: the attachment's public link
 * (the SPA page /arquivo/{idBinario}/{publicHash}, whose data route is
 * GET /api/binarios/buscar/{idBinario}/{publicHash}).
 */
export interface LinkPublicoAnexo {
  idBinario: string;
  publicHash: string;
}

/** GET /api/binarios/buscar/{idBinario}/{publicHash} (public). */
export interface RespostaBinario {
  Binario: {
    nomeArquivo: string;
    mimeType: string;
    tamanho: number;
    /** Short-lived download URL (the bytes are not inlined: attachments reach 10 MB). */
    url: string;
  };
}

export interface Comentario {
  id: string;
  comentario: string;
  emailUsuario: string;
  nomeUsuario: string | null;
  geradoPeloSistema: FlagSN;
  dataHoraAlteracao: string;
}

export interface HistoricoCard {
  id: string;
  Etapa: { id: string; descricao: string };
  emailUsuario: string;
  dataHoraAlteracao: string;
  acao: 'criado' | 'movido' | 'copiado';
}

/** One card's errors in the 'Erros ao movimentar cards' dialog. */
export interface ErroMovimentacao {
  idInstancia: string;
  descricao: string;
  erros: string[];
}

/** A page of a stage's cards (cursor pagination: the board loads 20 at a time). */
export interface PaginaCards {
  listaInstancias: InstanciaResumo[];
  total: number;
  proximoCursor: string | null;
}

/** Answers of the card sub-element calls. */
export interface RespostaResponsaveis {
  listaResponsaveis: ResponsavelCard[];
}
export interface RespostaChecklists {
  listaChecklists: Checklist[];
}
export interface RespostaComentarios {
  listaComentarios: Comentario[];
  /** Pass as ?cursor= for the next (older) page; null on the last page. */
  proximoCursor: string | null;
}
export interface RespostaAnexos {
  listaAnexos: Anexo[];
}
/**
 * Step one of an attachment: PUT the bytes to uploadUrl with exactly the declared Content-Type
 * and Content-Length within 10 minutes, then confirm with idAnexo.
 */
export interface UploadConcedido {
  idAnexo: string;
  uploadUrl: string;
}
/** POST /api/instancias/inserir/{customer}/{hash}: the card created and one upload per declared file, in order. */
export interface RespostaFormularioPublico {
  mensagem: string;
  idInstancia: string;
  uploads: UploadConcedido[];
}

// Answers of the card calls (issue 4).

/** GET /api/instancias/buscar-por-id/{id} */
export interface RespostaInstancia {
  Instancia: Instancia;
}
/** POST /api/instancias/inserir, PUT /api/instancias/atualizar/{id}, PUT /api/instancia/formulario/atualizar/{id} */
export interface RespostaInstanciaAlterada {
  mensagem: string;
  Instancia: Instancia;
}
/** GET /api/instancias/contadores/{idFluxo} */
export interface RespostaContadores {
  listaContadores: Array<{ idEtapa: string; totalCardsPresentes: number }>;
}
/** GET /api/instancias/filtrar (newest first; pass proximoCursor as ?cursor= for more). */
export interface RespostaFiltroInstancias {
  listaInstancias: InstanciaResumo[];
  proximoCursor: string | null;
}
/** GET /api/instancias/next-sequence-card/{idFluxo} */
export interface RespostaSequencia {
  sequencia: number;
}
/** GET /api/instancia/historico/buscar-por-instancia/{id} (oldest first). */
/**
 * The form of a stage the card went through before its current one: the visible fields, their
 * values, and whether the session user may change them (execute permission on that stage).
 */
export interface FormularioEtapaAnterior {
  Etapa: { id: string; descricao: string; cor: string };
  listaCamposFormulario: CampoFormulario[];
  listaValoresFormulario: Record<string, unknown>;
  permiteEditar: FlagSN;
}
/** GET /api/instancia/formulario/etapas-anteriores/{id}: in the order the card went through them. */
export interface RespostaEtapasAnteriores {
  listaEtapasAnteriores: FormularioEtapaAnterior[];
}
export interface RespostaHistorico {
  listaHistorico: HistoricoCard[];
}
/** PATCH /api/instancias/mover (one card), PUT /api/instancias/atualizar-ordem, POST copiar-mover-entre-fluxos (one card), ... */
export interface RespostaMensagemCard {
  mensagem: string;
  /** The moved or reordered card, when one card was concerned. */
  Instancia?: InstanciaResumo;
}
/** 422 of PATCH /api/instancias/mover: the 'Erros ao movimentar cards' dialog. */
export interface RespostaErrosMovimentacao {
  mensagem: string;
  tipo: 'EErrosMovimentacao';
  erros: ErroMovimentacao[];
}

/**
 * A bulk operation run in the background (a job): today the move of every card of a stage.
 * The request answers 202 with the job; GET /api/instancias/jobs/{id} and the user's
 * notification room (event jobAtualizado) report its progress.
 */
export type StatusJob = 'pendente' | 'executando' | 'concluido' | 'falhou';
export interface CardRecusadoJob {
  idInstancia: string;
  descricao: string;
  motivo: string;
  erros?: string[];
}
export interface Job {
  id: string;
  /** moverEtapa: every card of a stage to another; ordenarEtapa: a stage sorted; copiarMoverEntreFluxos: a stage's cards to another flow. */
  tipo: 'moverEtapa' | 'ordenarEtapa' | 'copiarMoverEntreFluxos';
  status: StatusJob;
  idFluxo: string;
  idEtapaOrigem: string;
  idEtapaDestino: string;
  /** The stage's counter when the job was accepted (cards added meanwhile may make `feito` exceed it). */
  total: number;
  feito: number;
  /** Cards left where they were, with the reason; at most the first 100 are kept (totalRecusados counts all). */
  recusados: CardRecusadoJob[];
  totalRecusados: number;
  motivoFalha: string | null;
  criadoEm: string;
  atualizadoEm: string;
  tipoOrdenacao?: 'date-desc' | 'date-asc' | 'title';
  idFluxoDestino?: string;
  tipoOperacao?: 'M' | 'C';
}
/** 202 of a bulk request (whole-stage move, sort, copy or move to another flow), and the body of GET of the job. */
export interface RespostaJob {
  mensagem?: string;
  Job: Job;
}

/** One card found by GET /api/instancias/pesquisar (the header search). */
export interface ResultadoPesquisaCard {
  id: string;
  descricao: string;
  dataVencimento: string | null;
  /** S when the due date is before today (Brasília). */
  vencido: 'S' | 'N';
  emailAutor: string;
  nomeAutor: string | null;
  dataHoraCriacao: string;
  dataHoraAlteracao: string;
  Etapa: { id: string; descricao: string; Fluxo: { id: string; descricao: string } };
}
/** GET /api/instancias/pesquisar: most recently changed first; maisResultados when the answer was cut (refine the search). */
export interface RespostaPesquisaInstancias {
  listaInstancias: ResultadoPesquisaCard[];
  maisResultados: boolean;
}
