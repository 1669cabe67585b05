import { chavesEventoRegra } from '@wf/shared/constants/regras';
import { EVENTOS_DO_PAINEL } from '../domains/painel/entities/eventosDoPainel';
import type { ConsumerName } from '../app/lambdas';

/**
 * EventBridge rules, as data: the CDK stack declares one rule per entry and the embedded
 * runtime's PutEvents endpoint routes with the same patterns (see infra/local/eventPattern.ts).
 * Only the subset of the pattern language used here is supported locally: exact values and
 * `{ prefix }` in source and detail-type.
 */
export type PatternValue = string | { prefix: string };

export interface EventRule {
  name: string;
  consumer: ConsumerName;
  pattern: { source?: PatternValue[]; 'detail-type'?: PatternValue[] };
  /**
   * A consumer fed in batches: in AWS the rule targets an SQS queue that the function reads through
   * an event source mapping (at most `tamanho` events per invocation, `concorrencia` invocations at
   * once); locally the bus delivers the same way. The handler receives an SQSEvent whose records'
   * bodies are the bus events, and answers an SQSBatchResponse naming the records to retry. Events
   * that wait while the function is busy go together in its next invocation, so a burst costs
   * fewer invocations, not more latency.
   *
   * `recebimentosMaximos`: receives of a message before it goes to the dead letters (5 unless set);
   * a consumer that defers records (the rules engine's pace) needs more, each deferral being one.
   */
  lote?: { tamanho: number; concorrencia: number; recebimentosMaximos?: number };
}

/**
 * The rules engine's queue. A record deferred by its tenant's pace is received once more per
 * deferral, and SQS counts every receive towards the dead-letter redrive: 30 receives leave room
 * for a long storm's deferrals (each one at most 15 min, ritmoTenant.ts) on top of a few real
 * failures; a storm longer than that ends its excess in the dead letters, to be looked at and
 * redriven, rather than circling the queue for ever.
 */
const LOTE_DAS_REGRAS = { tamanho: 10, concorrencia: 16, recebimentosMaximos: 30 } as const;

export const eventRules = [
  // In batches: a busy room gets one post per socket for all the events that waited, not one per
  // event (API Gateway bills and throttles each post, docs/adr/0020-realtime.md). Two invocations at
  // a time, AWS's least (infra/cdk/batchQueue.ts): an event need not wait for the batch before it.
  // A room's events may then reach a socket out of order, as from AWS's queue anyway; the SPA's
  // edits are idempotent and it refetches what an event touched, so it ends on the server's state.
  {
    name: 'todos-para-tempo-real',
    consumer: 'realtime-fanout',
    pattern: { source: [{ prefix: 'workflow.' }] },
    lote: { tamanho: 10, concorrencia: 2 },
  },
  {
    name: 'emails-de-conta',
    consumer: 'email',
    pattern: {
      source: ['workflow.usuarios', 'workflow.regras'],
      'detail-type': ['usuarioCadastrado', 'conviteEnviado', 'recuperacaoSenhaSolicitada', 'emailRegraSolicitado'],
    },
  },
  {
    name: 'atividades-dos-fluxos',
    consumer: 'atividades',
    pattern: { source: ['workflow.fluxos', 'workflow.etapas', 'workflow.etiquetas'] },
  },
  {
    name: 'limpeza-de-fluxos-excluidos',
    consumer: 'limpeza',
    // fluxoExcluido starts the clean-up; limpezaFluxoContinuar carries each next bounded step;
    // limpezaRegraContinuar the steps of a deleted rule's executions; limpezaBaseDadosContinuar
    // those of a data base's discarded records; limpezaColunasBaseDados a removed column's values.
    pattern: {
      source: ['workflow.fluxos', 'workflow.limpeza'],
      'detail-type': [
        'fluxoExcluido',
        'limpezaFluxoContinuar',
        'limpezaRegraContinuar',
        'limpezaBaseDadosContinuar',
        'limpezaColunasBaseDados',
      ],
    },
  },
  {
    name: 'notificacoes-dos-cards',
    consumer: 'notificacoes',
    // A mention, a new responsible, and a followed card moved, commented or changed (avisosDoEvento.ts).
    pattern: {
      source: ['workflow.instancias'],
      'detail-type': [
        'comentarioAdicionado',
        'pessoaResponsavel',
        'cardEntrarEtapa',
        'cardAtualizado',
        'campoFormularioAtualizado',
      ],
    },
  },
  {
    name: 'painel-dos-cards',
    consumer: 'painel',
    // The home's projections (projecaoPainelService.ts): what changes a card's people, due date,
    // flow or existence, and the moves and comments of the feed.
    pattern: {
      source: ['workflow.instancias'],
      'detail-type': [...EVENTOS_DO_PAINEL],
    },
  },
  {
    name: 'indice-de-busca-dos-cards',
    consumer: 'busca',
    // What the card search finds: title, form values, stage, existence (indiceBuscaService.ts).
    pattern: {
      source: ['workflow.instancias'],
      'detail-type': ['cardCriado', 'cardEntrarEtapa', 'cardAtualizado', 'campoFormularioAtualizado', 'cardExcluido'],
    },
  },
  // Each bounded step of a bulk job (the request writes step 0, each step the next one).
  // ... and of a data base import (its rows, then their search index).
  {
    name: 'jobs-em-lote',
    consumer: 'jobs',
    pattern: {
      source: ['workflow.jobs'],
      'detail-type': ['jobContinuar', 'importacaoContinuar', 'importacaoIndexar', 'importacaoIndiceCompacto'],
    },
  },
  // An AI task asked for (the route answered 202): the model is called outside the request.
  {
    name: 'tarefas-de-ia',
    consumer: 'ia',
    pattern: { source: ['workflow.ia'], 'detail-type': ['iaTarefaSolicitada'] },
  },
  // A rule the model proposed: saved by the rules service as its author, in a function without the model's SDK.
  {
    name: 'regras-propostas-pela-ia',
    consumer: 'ia-regras',
    pattern: { source: ['workflow.ia'], 'detail-type': ['iaRegraProposta'] },
  },
  // The rules engine, in batches from one queue (both rules below): each tenant's events are charged
  // to its window first (ritmoRegrasService.ts, 300 per 10 s) and what passes it goes back to the
  // queue, deferred to later windows, while the batch's other tenants run. So one tenant's storm
  // takes at most its share of the engine: the 16 invocations at once (160 events in flight) run
  // every tenant's events, not a backlog of one. Invoked asynchronously, a burst took all of the
  // function's concurrency and every tenant's rules waited behind it.
  // The nine events a rule reacts to (EVENTOS_REGRA): the flow's active rules for each run once.
  {
    name: 'regras-dos-cards',
    consumer: 'regras',
    pattern: { source: ['workflow.instancias'], 'detail-type': [...chavesEventoRegra] },
    lote: LOTE_DAS_REGRAS,
  },
  // Rules a person asked to run on a card (POST executar-regras answers 202; the engine runs them).
  {
    name: 'regras-solicitadas',
    consumer: 'regras',
    pattern: { source: ['workflow.regras'], 'detail-type': ['execucaoRegrasSolicitada'] },
    lote: LOTE_DAS_REGRAS,
  },
] as const satisfies readonly EventRule[];
