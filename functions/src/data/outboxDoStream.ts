import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
// zod/mini (~13 KB, functional API) rather than zod (~90 KB): this is the outbox publisher's only
// schema, and the rest of its bundle imports no zod.
import * as z from 'zod/mini';
import type { ItemOutbox } from './repositories/outboxRepository';
import { OUTBOX_SK } from './repositories/outboxSk';
import { logger } from '../kernel/observabilidade';

const itemOutboxSchema = z.object({
  pk: z.string(),
  sk: z.literal(OUTBOX_SK),
  entidade: z.literal('OUTBOX'),
  source: z.string(),
  detailType: z.string(),
  detail: z.record(z.string(), z.unknown()),
  expiraEm: z.number(),
}) satisfies z.ZodMiniType<ItemOutbox>;

/** The outbox item a Stream record inserted, or null for any other write to the table. */
export function itemOutboxDoRegistro(registro: DynamoDBRecord): ItemOutbox | null {
  const imagem = registro.dynamodb?.NewImage;
  if (registro.eventName !== 'INSERT' || !imagem || imagem.sk?.S !== OUTBOX_SK) return null;
  // The Lambda event's AttributeValue type differs from the SDK's only in binary values, which outbox items never hold.
  const item = itemOutboxSchema.safeParse(unmarshall(imagem as Record<string, AttributeValue>));
  if (!item.success) {
    logger.error('Item de outbox malformado, não publicado', {
      chaves: registro.dynamodb?.Keys,
      problemas: item.error.issues,
    });
    return null;
  }
  return item.data;
}

export function entradaDoBarramento(eventBusName: string, item: ItemOutbox): PutEventsRequestEntry {
  return {
    EventBusName: eventBusName,
    Source: item.source,
    DetailType: item.detailType,
    Detail: JSON.stringify(item.detail),
  };
}
