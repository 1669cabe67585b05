import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { EventoLido } from '@wf/shared/events';
import { appDeps, type AppDeps } from '../deps';
import type { ConsumerName } from '../lambdas';
import { observabilidadeDaFuncao, opcoesDasMetricas } from '../observabilidade';
import { eventoDoBarramento } from './consumerLambda';

/** A record's body as a domain event: the bus event EventBridge put in the queue, or null. */
function eventoDoRegistro(registro: SQSRecord): EventoLido | null {
  try {
    const corpo: unknown = JSON.parse(registro.body);
    if (typeof corpo !== 'object' || corpo === null) return null;
    return eventoDoBarramento(corpo as Parameters<typeof eventoDoBarramento>[0]);
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
 * idEvento. Same logs and metrics as consumerLambda: EventosProcessados, EventosFalhos,
 * EventosForaDoContrato.
 */
export function consumerLambdaEmLote(
  nome: ConsumerName,
  processarLote: (deps: AppDeps, eventos: EventoLido[]) => Promise<Set<string>>,
) {
  const { logger, metricas } = observabilidadeDaFuncao(nome);
  return middy<SQSEvent, SQSBatchResponse>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metricas, opcoesDasMetricas))
    .handler(async (e) => {
      // One figure per metric and invocation (a count of the batch), not one value per event.
      const contar = (metrica: string, quantos: number) => {
        if (quantos > 0) metricas.addMetric(metrica, MetricUnit.Count, quantos);
      };
      const lidos: Array<{ registro: SQSRecord; evento: EventoLido }> = [];
      for (const registro of e.Records) {
        const evento = eventoDoRegistro(registro);
        if (evento) lidos.push({ registro, evento });
        else logger.warn('evento ignorado (fora do contrato)', { idMensagem: registro.messageId });
      }
      contar('EventosForaDoContrato', e.Records.length - lidos.length);
      if (lidos.length === 0) return { batchItemFailures: [] };

      let falhas: Set<string>;
      try {
        falhas = await processarLote(
          appDeps(),
          lidos.map(({ evento }) => evento),
        );
      } catch (falha) {
        logger.error('falha ao processar o lote; todas as entregas serão repetidas', {
          idsEvento: lidos.map(({ evento }) => evento.detalhe.idEvento),
          erro: falha as Error,
        });
        falhas = new Set(lidos.map(({ evento }) => evento.detalhe.idEvento));
      }

      const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
      for (const { registro, evento } of lidos) {
        const campos = { tipoEvento: evento.tipo, idEvento: evento.detalhe.idEvento, sigla: evento.detalhe.sigla };
        if (falhas.has(evento.detalhe.idEvento)) {
          logger.error('falha ao processar o evento; a entrega será repetida', campos);
          batchItemFailures.push({ itemIdentifier: registro.messageId });
        } else logger.info('evento processado', campos);
      }
      contar('EventosFalhos', batchItemFailures.length);
      contar('EventosProcessados', lidos.length - batchItemFailures.length);
      return { batchItemFailures };
    });
}
