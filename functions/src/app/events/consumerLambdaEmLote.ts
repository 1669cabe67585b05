import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { EventoLido } from '@wf/shared/events';
import { appDeps, type AppDeps } from '../../kernel/deps';
import type { ConsumerName } from '../lambdas';
import { observabilidadeDaFuncao, opcoesDasMetricas } from '../../kernel/observabilidade';
import { eventoDoBarramento } from './consumerLambda';

/**
 * A budget on the batch, before it runs (the rules engine's per-tenant pace, ritmoRegrasService.ts):
 * the events `decidir` names wait for their seconds and the rest of the batch runs now. `adiar`
 * makes their records invisible that long (SQS ChangeMessageVisibility, adapters/filaLote.ts) and
 * the answer names them in batchItemFailures, so the queue hands them back after the wait. A record
 * `adiar` could not defer is named all the same: it comes back after the queue's visibility
 * timeout instead, not lost. Each is a log line and the EventosAdiados metric, not a failure.
 */
export interface AdiamentoDoLote {
  decidir(deps: AppDeps, eventos: EventoLido[]): Promise<Map<string, number>>;
  adiar(deps: AppDeps, registros: Array<{ registro: SQSRecord; segundos: number }>): Promise<Set<string>>;
}

export interface OpcoesDoLote {
  adiamento?: AdiamentoDoLote;
  /** The function's deps (appDeps, the Lambda's own); a test hands its own table and clock. */
  deps?: () => AppDeps;
}

interface Lido {
  registro: SQSRecord;
  evento: EventoLido;
}

/** A record's body as a domain event: the bus event EventBridge put in the queue; null if it is not one. */
function lerRegistro(registro: SQSRecord): Lido | null {
  try {
    const corpo: unknown = JSON.parse(registro.body);
    if (typeof corpo !== 'object' || corpo === null) return null;
    const evento = eventoDoBarramento(corpo as Parameters<typeof eventoDoBarramento>[0]);
    return evento ? { registro, evento } : null;
  } catch {
    return null;
  }
}

/**
 * The middy stack of a consumer fed in batches (a rule with `lote`, functions/src/events/rules.ts):
 * the rule targets an SQS queue and Lambda reads it, so the handler gets up to `tamanho` bus events
 * at once and `processarLote` handles them together (the realtime fan-out posts once per socket for
 * all of them). It answers which records to retry (SQSBatchResponse, ReportBatchItemFailures): the
 * events processarLote names as failed, or the whole batch if it throws; the rest leave the queue.
 * A malformed record is logged and dropped (no retry could fix it).
 *
 * No idempotency claim (processarUmaVez) here: one claim per event would cost a DynamoDB write
 * per event, the very cost batching saves, and a batch is partly retried. So a batched consumer
 * must be idempotent by nature: the fan-out is, clients drop an event they already have by its
 * idEvento. One whose work must not run twice at once claims each event in its processarLote (the
 * rules engine, ritmoRegrasService.ts: its claim is the price of what it did before batching). Same logs and metrics as consumerLambda: EventosProcessados, EventosFalhos,
 * EventosForaDoContrato, and EventosAdiados with a budget (opcoes.adiamento).
 */
export function consumerLambdaEmLote(
  nome: ConsumerName,
  processarLote: (deps: AppDeps, eventos: EventoLido[]) => Promise<Set<string>>,
  opcoes: OpcoesDoLote = {},
) {
  const depsDaFuncao = opcoes.deps ?? appDeps;
  const { logger, metricas } = observabilidadeDaFuncao(nome);
  return middy<SQSEvent, SQSBatchResponse>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metricas, opcoesDasMetricas))
    .handler(async (e) => {
      // One figure per metric and invocation (a count of the batch), not one value per event.
      const contar = (metrica: string, quantos: number) => {
        if (quantos > 0) metricas.addMetric(metrica, MetricUnit.Count, quantos);
      };
      const lidos: Lido[] = [];
      for (const registro of e.Records) {
        const lido = lerRegistro(registro);
        if (lido) lidos.push(lido);
        else logger.warn('evento ignorado (fora do contrato)', { idMensagem: registro.messageId });
      }
      contar('EventosForaDoContrato', e.Records.length - lidos.length);
      if (lidos.length === 0) return { batchItemFailures: [] };
      const deps = depsDaFuncao();

      // The batch's budget first: what it defers leaves the batch (and goes back to the queue).
      const adiados = new Map<Lido, number>();
      const falhas = new Set<Lido>();
      if (opcoes.adiamento) {
        try {
          const segundos = await opcoes.adiamento.decidir(
            deps,
            lidos.map(({ evento }) => evento),
          );
          for (const lido of lidos) {
            const s = segundos.get(lido.evento.detalhe.idEvento);
            if (s !== undefined) adiados.set(lido, s);
          }
        } catch (falha) {
          logger.error('falha ao cobrar o orçamento do lote; todas as entregas serão repetidas', {
            erro: falha as Error,
          });
          for (const lido of lidos) falhas.add(lido);
        }
        if (adiados.size > 0) {
          const feitos = await opcoes.adiamento
            .adiar(
              deps,
              [...adiados].map(([{ registro }, s]) => ({ registro, segundos: s })),
            )
            .catch((falha: unknown) => {
              logger.error('falha ao adiar os registros; voltam após o visibility timeout da fila', {
                erro: falha as Error,
              });
              return new Set<string>();
            });
          for (const [lido, s] of adiados) {
            logger.info('evento adiado pelo orçamento', {
              tipoEvento: lido.evento.tipo,
              idEvento: lido.evento.detalhe.idEvento,
              sigla: lido.evento.detalhe.sigla,
              segundos: feitos.has(lido.registro.messageId) ? s : 'visibilityTimeout',
            });
          }
        }
      }
      const aProcessar = lidos.filter((lido) => !adiados.has(lido) && !falhas.has(lido));

      if (aProcessar.length > 0) {
        try {
          const ids = await processarLote(
            deps,
            aProcessar.map(({ evento }) => evento),
          );
          for (const lido of aProcessar) if (ids.has(lido.evento.detalhe.idEvento)) falhas.add(lido);
        } catch (falha) {
          logger.error('falha ao processar o lote; todas as entregas serão repetidas', {
            idsEvento: aProcessar.map(({ evento }) => evento.detalhe.idEvento),
            erro: falha as Error,
          });
          for (const lido of aProcessar) falhas.add(lido);
        }
      }

      const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
      for (const lido of lidos) {
        const { registro, evento } = lido;
        const campos = { tipoEvento: evento.tipo, idEvento: evento.detalhe.idEvento, sigla: evento.detalhe.sigla };
        if (adiados.has(lido)) batchItemFailures.push({ itemIdentifier: registro.messageId });
        else if (falhas.has(lido)) {
          logger.error('falha ao processar o evento; a entrega será repetida', campos);
          batchItemFailures.push({ itemIdentifier: registro.messageId });
        } else logger.info('evento processado', campos);
      }
      contar('EventosAdiados', adiados.size);
      contar('EventosFalhos', batchItemFailures.length - adiados.size);
      contar('EventosProcessados', lidos.length - batchItemFailures.length);
      return { batchItemFailures };
    });
}
