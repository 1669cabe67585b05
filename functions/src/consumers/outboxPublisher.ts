import middy from '@middy/core';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { publicarNoBarramento } from '../adapters/barramentoEventos';
import { appDeps, type AppDeps } from '../app/deps';
import { entradaDoBarramento, itemOutboxDoRegistro } from '../data/outboxDoStream';

/**
 * Publishes the batch's new outbox items to the bus. Any failure throws, so the poller (Lambda's
 * Stream event source in AWS, the runtime's stream pump locally) retries the whole batch: items
 * already published go again, and consumers dedupe on detail.idEvento. Throwing rather than
 * answering batchItemFailures keeps "never lose an event" true for any poller, including one
 * that ignores partial answers.
 */
export async function publicarOutbox(deps: Pick<AppDeps, 'eventBridge' | 'env'>, evento: DynamoDBStreamEvent): Promise<number> {
  const entradas = evento.Records.flatMap((registro) => {
    const item = itemOutboxDoRegistro(registro);
    return item ? [entradaDoBarramento(deps.env.eventBusName, item)] : [];
  });
  await publicarNoBarramento(deps, entradas);
  return entradas.length;
}

export const handler = middy<DynamoDBStreamEvent, void>().handler(async (evento) => {
  await publicarOutbox(appDeps(), evento);
});
