import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { publicarNoBarramento } from '../adapters/barramentoEventos';
import type { AppDeps } from '../kernel/deps';
import { readEnvironment } from '../kernel/environment';
import { outboxPublisherLambda } from '../app/lambdas';
import { observabilidadeDaFuncao, opcoesDasMetricas } from '../kernel/observabilidade';
import { entradaDoBarramento, itemOutboxDoRegistro } from '../data/outboxDoStream';

export interface ResultadoOutbox extends DynamoDBBatchResponse {
  publicados: number;
  /** Why the batch stopped early, when it did. */
  falha?: string;
}

/**
 * Publishes the batch's new outbox items to the bus, in stream order, and reports the first record
 * not published as a batch item failure: the poller (Lambda's Stream event source with
 * ReportBatchItemFailures, infra/cdk/outboxStream.ts; the runtime's stream pump locally) retries
 * from that record on, not the records already put. Records after it go again; consumers dedupe
 * on detail.idEvento.
 */
export async function publicarOutbox(
  deps: Pick<AppDeps, 'eventBridge' | 'env'>,
  evento: DynamoDBStreamEvent,
): Promise<ResultadoOutbox> {
  const aPublicar = evento.Records.flatMap((registro) => {
    const item = itemOutboxDoRegistro(registro);
    return item ? [{ registro, entrada: entradaDoBarramento(deps.env.eventBusName, item) }] : [];
  });
  const { aceitas, falha } = await publicarNoBarramento(
    deps,
    aPublicar.map((p) => p.entrada),
  );
  if (aceitas === aPublicar.length) return { publicados: aceitas, batchItemFailures: [] };
  const sequencia = aPublicar[aceitas].registro.dynamodb?.SequenceNumber;
  // A stream record always has one; without it the only safe answer is the whole batch again.
  if (!sequencia) throw new Error(`Registro do Stream sem SequenceNumber; lote repetido inteiro (${falha})`);
  return { publicados: aceitas, falha, batchItemFailures: [{ itemIdentifier: sequencia }] };
}

const { logger, metricas } = observabilidadeDaFuncao(outboxPublisherLambda.name);

/** This function touches no table: its deps are the environment and the bus (not appDeps, which would bundle DynamoDB's client). */
let deps: Pick<AppDeps, 'eventBridge' | 'env'> | undefined;

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metricas, opcoesDasMetricas))
  .handler(async (evento) => {
    const { publicados, falha, batchItemFailures } = await publicarOutbox(
      (deps ??= { env: readEnvironment() }),
      evento,
    );
    metricas.addMetric('EventosPublicados', MetricUnit.Count, publicados);
    if (falha) {
      metricas.addMetric('PublicacoesFalhas', MetricUnit.Count, 1);
      logger.warn('lote publicado em parte; o Stream repete a partir do primeiro não publicado', {
        publicados,
        registros: evento.Records.length,
        repetirDe: batchItemFailures[0]?.itemIdentifier,
        motivo: falha,
      });
    }
    return { batchItemFailures };
  });
