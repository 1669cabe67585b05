import * as z from 'zod';
import type { fontesDosEventos } from './fontesEventos';

/**
 * Domain event contracts (docs/architecture.md, "Event path"): the detail-type and a zod schema
 * for the detail (each event's source is in fontesEventos.ts, which is all the outbox writers
 * import). Producers write them to the outbox; consumers safe-parse and switch on detailType.
 * Every detail carries idEvento (consumers dedupe on it: delivery is at least once), the tenant
 * sigla and when it happened.
 */
const base = {
  idEvento: z.string(),
  sigla: z.string(),
  ocorridoEm: z.string(),
};

/**
 * Every flow, stage and label event names its flow (the realtime fan-out sends it to the
 * `FLUXO:<SIGLA>:<idFluxo>` room) and who changed it (alteradoPor: the e-mail of the session
 * user, which the activity line shows). Names are carried so the activity consumer can write
 * its line without reading entities that may be gone by then.
 */
const baseFluxo = {
  ...base,
  idFluxo: z.string(),
  alteradoPor: z.string(),
  /**
   * Set when a rule's action made the change: the depth of that rule in its chain (1 when a
   * person's change fired it). The rules engine stops a chain past LIMITES_REGRA.profundidadeMaxima.
   */
  profundidadeRegra: z.number().int().min(1).optional(),
  /**
   * Set with profundidadeRegra: the id of the event that started the chain (a person's change).
   * The chain's budget (LIMITES_CADEIA) is counted under it, however wide the chain grows.
   */
  idEventoRaizRegra: z.string().optional(),
};
const etapaDoEvento = { idEtapa: z.string(), descricaoEtapa: z.string() };
const conexao = {
  idEtapaRel: z.string(),
  idEtapaOrigem: z.string(),
  idEtapaDestino: z.string(),
  descricaoEtapaOrigem: z.string(),
  descricaoEtapaDestino: z.string(),
};
const etiqueta = { idEtiqueta: z.string(), descricaoEtiqueta: z.string() };
/** Every card event names its flow, the stage it concerns and the card (issue 4). */
const card = { idEtapa: z.string(), idInstancia: z.string(), descricaoInstancia: z.string() };
/** The card core (issue 4): create, moves, order, data, form, delete. */
const eventosNucleoCard = {
  cardCriado: {
    /** idInstanciaOrigem when the card is a copy of another card. */
    detail: z.object({ ...baseFluxo, ...card, idInstanciaOrigem: z.string().optional() }),
  },
  cardEntrarEtapa: {
    /** idEtapaOrigem: null on creation; idFluxoOrigem when it came from another flow. */
    detail: z.object({
      ...baseFluxo,
      ...card,
      idEtapaOrigem: z.string().nullable(),
      idFluxoOrigem: z.string().optional(),
    }),
  },
  cardSairEtapa: {
    /** idEtapaDestino: the stage it went to (in idFluxoDestino when it left the flow). */
    detail: z.object({
      ...baseFluxo,
      ...card,
      idEtapaDestino: z.string(),
      idFluxoDestino: z.string().optional(),
    }),
  },
  cardExcluido: {
    detail: z.object({ ...baseFluxo, ...card }),
  },
  cardAtualizado: {
    /** Which of title, details and due date changed. */
    detail: z.object({
      ...baseFluxo,
      ...card,
      campos: z.array(z.enum(['descricao', 'detalhes', 'dataVencimento', 'configuracaoCampos'])),
    }),
  },
  cardsReordenados: {
    /** One card dragged inside its stage (idInstancia), or the whole stage sorted (tipoOrdenacao). */
    detail: z.object({
      ...baseFluxo,
      idEtapa: z.string(),
      idInstancia: z.string().nullable(),
      tipoOrdenacao: z.string().nullable(),
    }),
  },
  campoFormularioAtualizado: {
    /** The variables whose values changed. */
    detail: z.object({ ...baseFluxo, ...card, nomesVariaveis: z.array(z.string()) }),
  },
} as const;

/**
 * Card sub-elements (responsibles, labels, followers, checklists, comments, attachments). Every
 * detail names the flow (room FLUXO:<SIGLA>:<idFluxo>), the card's stage and the card, and who
 * changed it (alteradoPor: e-mail; 'formulario-publico' for the public form).
 */
const baseSubElementoCard = { ...baseFluxo, idEtapa: z.string(), idInstancia: z.string() };
const eventosSubElementosCard = {
  pessoaResponsavel: {
    detail: z.object({ ...baseSubElementoCard, emailResponsavel: z.string() }),
  },
  responsavelRemovido: {
    detail: z.object({ ...baseSubElementoCard, emailResponsavel: z.string() }),
  },
  etiquetaVinculada: {
    detail: z.object({ ...baseSubElementoCard, idEtiqueta: z.string() }),
  },
  etiquetaDesvinculada: {
    detail: z.object({ ...baseSubElementoCard, idEtiqueta: z.string() }),
  },
  cardSeguido: {
    /** seguindo false: the person stopped following. */
    detail: z.object({ ...baseSubElementoCard, seguindo: z.boolean() }),
  },
  checklistAdicionado: {
    detail: z.object({ ...baseSubElementoCard, idChecklist: z.string(), titulo: z.string() }),
  },
  checklistAtualizado: {
    /** excluido true when the checklist was deleted. */
    detail: z.object({ ...baseSubElementoCard, idsChecklists: z.array(z.string()), excluido: z.boolean() }),
  },
  checklistConcluido: {
    /** Every item of every checklist of the card became checked with this change. */
    detail: z.object({ ...baseSubElementoCard, numItens: z.number() }),
  },
  comentarioAdicionado: {
    detail: z.object({
      ...baseSubElementoCard,
      idComentario: z.string(),
      geradoPeloSistema: z.enum(['S', 'N']),
      /** E-mails mentioned with '@' (data-mention), for notifications. */
      emailsMencionados: z.array(z.string()),
    }),
  },
  comentarioExcluido: {
    detail: z.object({ ...baseSubElementoCard, idComentario: z.string() }),
  },
  anexoAdicionado: {
    detail: z.object({ ...baseSubElementoCard, idAnexo: z.string(), nomeArquivo: z.string() }),
  },
  anexoExcluido: {
    detail: z.object({ ...baseSubElementoCard, idAnexo: z.string(), nomeArquivo: z.string() }),
  },
} as const;

/** Event types of card sub-elements (they all carry idFluxo, idEtapa, idInstancia and alteradoPor). */
export const tiposEventoSubElementoCard = Object.keys(eventosSubElementosCard) as Array<
  keyof typeof eventosSubElementosCard
>;

export const eventosDominio = {
  usuarioCadastrado: {
    detail: z.object({
      ...base,
      usuarioId: z.string(),
      email: z.string(),
      nome: z.string(),
      /** The raw single-use activation link token: the tenant requires activation (the account is inactive). */
      tokenAtivacao: z.string().optional(),
      /**
       * The raw single-use token of a "set your password to confirm your e-mail" link (an active
       * account: sign-up without activation, the operator's administrator). Absent for accounts
       * created already verified (the demo seed).
       */
      tokenConfirmacao: z.string().optional(),
    }),
  },
  /**
   * An administrator invited a person (or sent the invitation again): the raw single-use token of
   * the invitation link, for the e-mail consumer. A resent invitation replaces the previous token.
   */
  conviteEnviado: {
    detail: z.object({
      ...base,
      usuarioId: z.string(),
      email: z.string(),
      nome: z.string(),
      nomeAmbiente: z.string(),
      convidadoPor: z.string(),
      tokenConvite: z.string(),
    }),
  },
  usuarioAtivado: {
    detail: z.object({ ...base, usuarioId: z.string() }),
  },
  usuarioAtualizado: {
    detail: z.object({ ...base, usuarioId: z.string(), alteradoPor: z.string() }),
  },
  /**
   * Someone asked for a password link for this e-mail of the tenant (forgot password, or a sign-up
   * with an e-mail that has an account: cadastroRepetido). Written alike whether the e-mail has an
   * account or not; the e-mail consumer looks the account up, creates the token and sends the link.
   */
  recuperacaoSenhaSolicitada: {
    detail: z.object({
      ...base,
      email: z.string(),
      cadastroRepetido: z.boolean().optional(),
    }),
  },
  senhaRedefinida: {
    detail: z.object({ ...base, usuarioId: z.string() }),
  },
  /**
   * A session ended by its own act: logout, or a refresh that replaced it with a new one. The
   * realtime fan-out closes the sockets opened with it (sessaoId: the session item's id, the
   * SHA-256 of its cookie token, never the token). Account-wide ends (password, deactivation) need
   * no event of their own: usuarioAtualizado and senhaRedefinida make it re-check every socket of
   * the account. No room hears it.
   */
  sessaoEncerrada: {
    detail: z.object({ ...base, usuarioId: z.string(), sessaoId: z.string(), motivo: z.enum(['logout', 'renovada']) }),
  },
  /**
   * A rule's enviarEmail action (issue 10): the e-mail as the action filled it, for the e-mail
   * consumer to send. Its id derives from the (event, rule, action), so a rerun of the action
   * writes nothing new. Names no flow: no room hears it (it carries what the author wrote).
   */
  emailRegraSolicitado: {
    detail: z.object({
      ...base,
      para: z.array(z.string()).min(1),
      assunto: z.string(),
      texto: z.string(),
      /** The body is the rich editor's HTML (values escaped when filled); absent: plain text. */
      html: z.boolean().optional(),
      idRegra: z.string(),
    }),
  },
  clienteAtualizado: {
    detail: z.object({ ...base, alteradoPor: z.string() }),
  },

  fluxoCriado: {
    /** idFluxoOrigem/descricaoFluxoOrigem when the flow is a copy. */
    detail: z.object({
      ...baseFluxo,
      descricao: z.string(),
      idFluxoOrigem: z.string().optional(),
      descricaoFluxoOrigem: z.string().optional(),
    }),
  },
  fluxoAtualizado: {
    detail: z.object({
      ...baseFluxo,
      descricao: z.string(),
      alteracao: z.enum(['dados', 'renomeado', 'arquivado', 'desarquivado']),
    }),
  },
  fluxoExcluido: {
    detail: z.object({ ...baseFluxo, descricao: z.string() }),
  },
  /**
   * Internal: the next bounded step of a deleted flow's clean-up (the `limpeza` consumer). Written
   * by the consumer itself, with the id `<idEventoOrigem>-p<passo>`, so a repeated step cannot fork
   * the chain. alteradoPor: who deleted the flow. Not a flow activity and no room hears it.
   */
  limpezaFluxoContinuar: {
    detail: z.object({ ...baseFluxo, idEventoOrigem: z.string(), passo: z.number().int().positive() }),
  },
  /**
   * Internal: a bounded step of a deleted rule's clean-up (its execution records; the `limpeza`
   * consumer). Step 0 is written in the rule's deletion transaction, each step writes the next,
   * all with the id `limpeza-regra-<idRegra>-p<passo>`, so a repeated step cannot fork the chain.
   * alteradoPor: who deleted the rule. Not a flow activity and no room hears it.
   */
  limpezaRegraContinuar: {
    detail: z.object({ ...baseFluxo, idRegra: z.string(), passo: z.number().int().nonnegative() }),
  },
  /**
   * Internal: a bounded step of the removal of a data base's records that are no longer current
   * (the base was deleted, or an import replaced them: `geracao` names the discarded set). Step 0
   * is written with the deletion or the switch, each step writes the next, all with the id
   * `limpeza-base-<idBase>-<geracao>-p<passo>`. No room hears it.
   */
  limpezaBaseDadosContinuar: {
    detail: z.object({ ...base, idBase: z.string(), geracao: z.string(), passo: z.number().int().nonnegative() }),
  },
  /**
   * Internal: the next bounded step of a data base import (the `jobs` consumer): it reads the
   * uploaded CSV from the byte offset the import item holds. The request that starts the import
   * writes step 0, each step writes the next with the id `importacao-<idImportacao>-p<passo>`,
   * and only while the import's passo matches, so a repeated step cannot fork the chain.
   */
  importacaoContinuar: {
    detail: z.object({
      ...base,
      idBase: z.string(),
      idImportacao: z.string(),
      passo: z.number().int().nonnegative(),
    }),
  },
  /**
   * Internal: the search index entries of one step's rows (the byte range it read), written after
   * the rows themselves so an import is not slowed by its index (`jobs` consumer). Id
   * `importacao-<idImportacao>-p<passo>-indice`, and `…-indice-<aPartirDaLinha>` when it goes on.
   */
  importacaoIndexar: {
    detail: z.object({
      ...base,
      idBase: z.string(),
      idImportacao: z.string(),
      passo: z.number().int().nonnegative(),
      deByte: z.number().int().nonnegative(),
      ateByte: z.number().int().nonnegative(),
      linhaInicial: z.number().int().nonnegative(),
      /** The file's line it goes on from (an index step that ran out of time continues itself). */
      aPartirDaLinha: z.number().int().nonnegative().optional(),
    }),
  },
  /**
   * Internal: one pass of a big import's packed index (ADR 0068), once its rows are in: the
   * entries of the words in the pass's range of first characters (`jobs` consumer). Id
   * `importacao-<idImportacao>-compacto-<faixa>` (`…-0-plano` once the passes are planned).
   */
  importacaoIndiceCompacto: {
    detail: z.object({
      ...base,
      idBase: z.string(),
      idImportacao: z.string(),
      faixa: z.number().int().nonnegative(),
    }),
  },
  /** A data base import's progress or end, to its author's notification room. */
  importacaoAtualizada: {
    detail: z.object({
      ...base,
      usuarioId: z.string(),
      idBase: z.string(),
      idImportacao: z.string(),
      status: z.enum(['aguardandoArquivo', 'processando', 'concluida', 'falhou']),
      linhasLidas: z.number(),
      inseridos: z.number(),
      totalInvalidas: z.number(),
    }),
  },
  /**
   * Internal: a bounded step of the removal of deleted columns' values and index words from a
   * data base's records (`colunas`: their dataIndex; `cursor`: the records page it goes on from).
   * Step 0 is written with the columns' change, each step writes the next, all with the id
   * `limpeza-colunas-<idBase>-v<versao>-p<passo>` (versao: the base's version the change made).
   * No room hears it.
   */
  limpezaColunasBaseDados: {
    detail: z.object({
      ...base,
      idBase: z.string(),
      geracao: z.string(),
      versao: z.number().int(),
      colunas: z.array(z.string()).min(1),
      cursor: z.string().optional(),
      passo: z.number().int().nonnegative(),
    }),
  },

  /**
   * Internal: the next bounded step of a bulk job (the `jobs` consumer). The request writes step 0
   * with the job; each step writes the next in its last transaction, with the id
   * `<idJob>-p<passo>`, and only while the job item's passo matches, so a repeated step cannot
   * fork the chain. No room hears it.
   */
  jobContinuar: {
    detail: z.object({ ...base, idJob: z.string(), passo: z.number().int().nonnegative() }),
  },
  /** A bulk job's progress or end, to its author's notification room (usuarioId; alteradoPor: the author's e-mail). */
  jobAtualizado: {
    detail: z.object({
      ...baseFluxo,
      idJob: z.string(),
      usuarioId: z.string(),
      status: z.enum(['pendente', 'executando', 'concluido', 'falhou']),
      total: z.number(),
      feito: z.number(),
      totalRecusados: z.number(),
    }),
  },

  /**
   * An AI task asked for (issue 27), written with the task item: the `ia` consumer calls the model
   * and writes the result. No room hears it.
   */
  iaTarefaSolicitada: {
    detail: z.object({ ...base, idTarefa: z.string(), usuarioId: z.string() }),
  },
  /** A rule the model proposed for a criar-regra task: the `ia-regras` consumer saves it. No room hears it. */
  iaRegraProposta: {
    detail: z.object({ ...base, idTarefa: z.string(), usuarioId: z.string() }),
  },
  /** An AI task moved on (processando, concluida, falhou): its author's notification room. */
  iaTarefaAtualizada: {
    detail: z.object({
      ...base,
      idTarefa: z.string(),
      usuarioId: z.string(),
      status: z.enum(['pendente', 'processando', 'concluida', 'falhou']),
    }),
  },

  /**
   * A notification written for one person (the `notificacoes` consumer), in the transaction of the
   * notification itself: the fan-out takes it to that person's `NOTIFICACAO:<SIGLA>:<usuarioId>`
   * room, whose tabs refresh their bell. idNotificacao is the item's id (marca-como-lida/{id}).
   */
  notificacaoCriada: {
    detail: z.object({
      ...base,
      usuarioId: z.string(),
      idNotificacao: z.string(),
      idFluxo: z.string(),
      idInstancia: z.string(),
      titulo: z.string(),
    }),
  },

  /**
   * Some of a person's notifications were marked read (one, a card's, or all), in the transaction
   * of the mark: the person's other tabs refresh their bell and list.
   */
  notificacoesLidas: {
    detail: z.object({ ...base, usuarioId: z.string(), quantas: z.number().int() }),
  },

  etapaCriada: {
    detail: z.object({ ...baseFluxo, ...etapaDoEvento, idsEtapasRel: z.array(z.string()) }),
  },
  etapaAtualizada: {
    /** Other stages changed by the flag rules (initial cleared) and links removed (final/open). */
    detail: z.object({
      ...baseFluxo,
      ...etapaDoEvento,
      idsEtapasAlteradas: z.array(z.string()),
      idsEtapasRelRemovidas: z.array(z.string()),
    }),
  },
  etapaExcluida: {
    detail: z.object({ ...baseFluxo, ...etapaDoEvento }),
  },
  etapaClonada: {
    detail: z.object({
      ...baseFluxo,
      ...etapaDoEvento,
      idEtapaReferencia: z.string(),
      descricaoEtapaReferencia: z.string(),
    }),
  },
  etapaImportada: {
    detail: z.object({ ...baseFluxo, ...etapaDoEvento }),
  },
  etapasReordenadas: {
    detail: z.object({ ...baseFluxo, ...etapaDoEvento, ordemExibicao: z.number() }),
  },
  camposFormularioAtualizados: {
    detail: z.object({ ...baseFluxo, ...etapaDoEvento }),
  },
  posicoesAtualizadas: {
    detail: z.object({ ...baseFluxo, idsEtapas: z.array(z.string()) }),
  },
  conexaoCriada: {
    detail: z.object({ ...baseFluxo, ...conexao }),
  },
  conexaoAtualizada: {
    detail: z.object({ ...baseFluxo, ...conexao }),
  },
  conexaoRemovida: {
    detail: z.object({ ...baseFluxo, ...conexao }),
  },
  autorizacaoEtapaAlterada: {
    /** The person concerned (null when a copy touched several) and the stages whose access changed. */
    detail: z.object({
      ...baseFluxo,
      operacao: z.enum(['INSERIR', 'ATUALIZAR', 'EXCLUIR', 'COPIAR']),
      emailAutorizado: z.string().nullable(),
      idsEtapas: z.array(z.string()),
      descricoesEtapas: z.array(z.string()),
    }),
  },

  etiquetaCriada: {
    detail: z.object({ ...baseFluxo, ...etiqueta }),
  },
  etiquetaAtualizada: {
    detail: z.object({ ...baseFluxo, ...etiqueta }),
  },
  etiquetaExcluida: {
    detail: z.object({ ...baseFluxo, ...etiqueta }),
  },

  /**
   * POST /api/common/socket/atualizar-propriedade/{idFluxo}: a property change a client announces
   * to a flow's room (FLUXO or CHAT-FLUXO). Nothing is stored; the event only carries it to the
   * room's sockets, through the outbox like every other message. Not a flow activity.
   */
  propriedadeAtualizada: {
    detail: z.object({
      ...baseFluxo,
      sala: z.string(),
      nomeEntidade: z.string(),
      nomePropriedade: z.string(),
      valor: z.unknown(),
    }),
  },

  /**
   * A chat message of a flow, whole (the sockets add it to the open conversation without a
   * read). idUsuarioDestino '0' is the public channel; otherwise the direct conversation of the
   * sender and that person. Not a flow activity.
   */
  mensagemChatEnviada: {
    detail: z.object({
      ...baseFluxo,
      idUsuarioRemetente: z.string(),
      idUsuarioDestino: z.string(),
      MsgChat: z.object({
        id: z.string(),
        idFluxo: z.string(),
        mensagem: z.string(),
        dataHoraRegistro: z.string(),
        idUsuarioRemetente: z.string(),
        nomeUsuarioRemetente: z.string(),
        idUsuarioDestino: z.string(),
        listaMsgChatAnexos: z.array(
          z.object({ id: z.string(), nomeAnexo: z.string(), tipoMime: z.string(), tamanho: z.number() }),
        ),
      }),
    }),
  },

  /**
   * A person asked to run some rules of a card now (POST executar-regras, which answers 202): the
   * `regras` consumer runs them in priority order, each effective once for this event (its
   * execution id derives from idEvento and the rule), and each run is told as regrasExecutadas.
   * alteradoPor: that person, whose e-mail the usuario.* variables read; idUsuario: his id, whose
   * authority the actions act with (not the rules' authors'); evento: the event named, whose
   * active rules on the card's stage alone run. Without evento or idUsuario nothing runs.
   * No room hears it.
   */
  execucaoRegrasSolicitada: {
    detail: z.object({
      ...baseFluxo,
      idInstancia: z.string(),
      listaRegras: z.array(z.string()).min(1),
      evento: z.string().optional(),
      idUsuario: z.string().optional(),
    }),
  },

  /**
   * One (event, rule) run of the rules engine, recorded: the flow's room hears it as
   * `regras:executadaServidor` (the toasts of the person whose change fired it, the card
   * refreshed or moved on every open board). alteradoPor is that person (disparadoPor).
   */
  regrasExecutadas: {
    detail: z.object({
      ...baseFluxo,
      idInstancia: z.string(),
      idRegra: z.string(),
      idExecucao: z.string(),
      comErro: z.enum(['S', 'N']),
      acoes: z.array(z.string()),
    }),
  },

  ...eventosSubElementosCard,
  ...eventosNucleoCard,
} as const;

/** Event types of a flow (they all carry idFluxo and alteradoPor). */
export const tiposEventoFluxo = [
  'fluxoCriado',
  'fluxoAtualizado',
  'fluxoExcluido',
  'etapaCriada',
  'etapaAtualizada',
  'etapaExcluida',
  'etapaClonada',
  'etapaImportada',
  'etapasReordenadas',
  'camposFormularioAtualizados',
  'posicoesAtualizadas',
  'conexaoCriada',
  'conexaoAtualizada',
  'conexaoRemovida',
  'autorizacaoEtapaAlterada',
  'etiquetaCriada',
  'etiquetaAtualizada',
  'etiquetaExcluida',
  'cardCriado',
  'cardEntrarEtapa',
  'cardSairEtapa',
  'cardExcluido',
  'cardAtualizado',
  'cardsReordenados',
  'campoFormularioAtualizado',
] as const satisfies readonly TipoEvento[];
export type TipoEventoFluxo = (typeof tiposEventoFluxo)[number];

export type TipoEvento = keyof typeof eventosDominio;
export type DetalheEvento<T extends TipoEvento> = z.infer<(typeof eventosDominio)[T]['detail']>;

/** An event ready for the outbox: what the producer knows; idEvento and ocorridoEm are filled on write. */
export type NovoEvento = {
  [T in TipoEvento]: { tipo: T; detalhe: Omit<DetalheEvento<T>, 'idEvento' | 'ocorridoEm'> };
}[TipoEvento];

/** Parses an EventBridge event into a typed domain event, or null for anything unknown or malformed. */
export function lerEvento(detailType: string, detail: unknown) {
  if (!(detailType in eventosDominio)) return null;
  const tipo = detailType as TipoEvento;
  const parsed = eventosDominio[tipo].detail.safeParse(detail);
  return parsed.success ? ({ tipo, detalhe: parsed.data } as EventoLido) : null;
}

export type EventoLido = { [T in TipoEvento]: { tipo: T; detalhe: DetalheEvento<T> } }[TipoEvento];

/** tsc only: every event has its source in fontesEventos.ts, and every source there is an event's. */
type Iguais<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const _fontesDeTodosOsEventos: Iguais<keyof typeof fontesDosEventos, keyof typeof eventosDominio> = true;
