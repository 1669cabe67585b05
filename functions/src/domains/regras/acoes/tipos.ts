import type { ChaveAcao, ChaveEventoRegra, FormularioAcao } from '@wf/shared/schemas/regra';
import type { AppDeps } from '../../../kernel/deps';

/**
 * What an action of a rule knows when it runs (or is simulated): the tenant, the card, the rule,
 * the event that fired it, and the values of every variable for this card and event.
 */
export interface ContextoAcao {
  deps: AppDeps;
  sigla: string;
  idFluxo: string;
  idInstancia: string;
  /** emailCriador: who an action's change is made on behalf of (its events' alteradoPor). */
  regra: { id: string; descricao: string; idUsuarioCriador: string; emailCriador: string };
  /** The event that fired the rule; alteradoPor is the e-mail of the person whose change it was. */
  evento: { idEvento: string; key: ChaveEventoRegra; alteradoPor: string };
  /**
   * Stable for one (event, rule, action) across redeliveries: an effect keyed by it (a
   * deterministic id, a condition on write, a webhook-id) happens once however often it runs.
   */
  idExecucaoAcao: string;
  /** The execution record of this (event, rule): later webhook attempts are added to its details. */
  idExecucao: string;
  /** 1 for a rule fired by a person's change; n + 1 for a rule fired by a change of a rule of depth n. */
  profundidade: number;
  /** The chain's root event (Disparo.idEventoRaiz, else the event itself): its changes' events carry it. */
  idEventoRaiz?: string;
  /**
   * Raw values of the variables (`NOME_VARIAVEL`, `card.titulo`, ..., and `NOME_VARIAVEL.valor`):
   * what fills machine destinations (field values, dates, recipients, ids, URLs, headers).
   */
  variaveis: Readonly<Record<string, string | null>>;
  /**
   * The same variables as texts for people read them (each field in its display format, e.g.
   * `R$ 11.900,00`; `NOME.valor` still raw): what fills comments, details, titles, notifications,
   * e-mails and webhook bodies.
   */
  textos: Readonly<Record<string, string | null>>;
  /**
   * Set when a person asked for the run (POST executar-regras): the actions act with his
   * authority (what he could do by hand on the card), not with the system's (autorDaRegra).
   */
  solicitante?: Solicitante;
}

/** The person who asked for a run of rules on a card. */
export interface Solicitante {
  usuarioId: string;
  email: string;
}

/** Recorded in the execution's details (what was done, webhook attempts...). */
export interface ResultadoAcao {
  detalhes?: string;
}

/**
 * One action, in two halves kept in different files: `preparar` (acoes/<acao>.ts, registry
 * preparadores.ts) reads what it needs and fills in the variables, writing nothing: its answer is
 * what `simular` shows and what `executar` (executores.ts) then applies. Only the engine imports
 * the executors, so RegrasHttp, which simulates but never executes, bundles no card writer.
 * Errors thrown with a pt-BR message become the execution's error.
 */
export interface PreparoAcao<K extends ChaveAcao = ChaveAcao, P = unknown> {
  key: K;
  preparar(ctx: ContextoAcao, formulario: FormularioAcao<K>): Promise<P> | P;
}

/** What an action's preparar answered (executores.ts types each executor by its preparer). */
export type Preparado<A> = A extends PreparoAcao<ChaveAcao, infer P> ? P : never;

export type ExecutorAcao<P = unknown> = (ctx: ContextoAcao, preparado: P) => Promise<ResultadoAcao | void>;

export interface DefinicaoAcao<K extends ChaveAcao = ChaveAcao, P = unknown> extends PreparoAcao<K, P> {
  executar: ExecutorAcao<P>;
}

export const definirPreparo = <K extends ChaveAcao, P>(d: PreparoAcao<K, P>): PreparoAcao<K, P> => d;
