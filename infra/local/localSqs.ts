import type { EventRouter } from './eventDelivery';

/**
 * The one SQS operation a handler calls locally: ChangeMessageVisibilityBatch (AWS JSON 1.0, as
 * the SDK's SQSClient sends it), on the records of a batched consumer's running invocation. The
 * rules engine defers with it the events past their tenant's pace (adapters/filaLote.ts); the
 * batch queue then hands such a record back after that delay (batchDelivery.ts). Served by the
 * local bus's server (SQS_ENDPOINT is its address).
 */
export interface SqsAnswer {
  status: number;
  body: unknown;
}

interface EntryRequest {
  Id?: unknown;
  ReceiptHandle?: unknown;
  VisibilityTimeout?: unknown;
}

const MAX_ENTRIES = 10;
const MAX_VISIBILITY_SECONDS = 12 * 3600;

const senderFault = (type: string, message: string): SqsAnswer => ({
  status: 400,
  body: { __type: `com.amazonaws.sqs#${type}`, message },
});

export function answerSqs(target: string, body: Buffer, router: Pick<EventRouter, 'changeVisibility'>): SqsAnswer {
  if (target !== 'AmazonSQS.ChangeMessageVisibilityBatch')
    return senderFault('UnsupportedOperation', `Operação não suportada localmente: ${target}`);
  let request: { QueueUrl?: unknown; Entries?: unknown };
  try {
    request = JSON.parse(body.toString('utf8')) as typeof request;
  } catch {
    return senderFault('InvalidParameterValue', 'Request body is not valid JSON.');
  }
  const entries = Array.isArray(request.Entries) ? (request.Entries as EntryRequest[]) : [];
  if (entries.length < 1) return senderFault('EmptyBatchRequest', 'There should be at least one entry in the request.');
  if (entries.length > MAX_ENTRIES)
    return senderFault('TooManyEntriesInBatchRequest', `Maximum number of entries per request are ${MAX_ENTRIES}.`);
  const valid = entries.every(
    (e) =>
      typeof e.Id === 'string' &&
      typeof e.ReceiptHandle === 'string' &&
      typeof e.VisibilityTimeout === 'number' &&
      Number.isInteger(e.VisibilityTimeout) &&
      e.VisibilityTimeout >= 0 &&
      e.VisibilityTimeout <= MAX_VISIBILITY_SECONDS,
  );
  if (!valid)
    return senderFault(
      'InvalidParameterValue',
      'Each entry needs Id, ReceiptHandle and a VisibilityTimeout of 0 to 43200.',
    );
  const queueName = typeof request.QueueUrl === 'string' ? (request.QueueUrl.split('/').pop() ?? '') : '';
  const held = router.changeVisibility(
    queueName,
    entries.map((e) => ({ receiptHandle: e.ReceiptHandle as string, seconds: e.VisibilityTimeout as number })),
  );
  if (!held) return senderFault('QueueDoesNotExist', 'The specified queue does not exist.');
  return {
    status: 200,
    body: {
      Successful: entries.flatMap((e, i) => (held[i] ? [{ Id: e.Id }] : [])),
      Failed: entries.flatMap((e, i) =>
        held[i]
          ? []
          : [
              {
                Id: e.Id,
                SenderFault: true,
                Code: 'ReceiptHandleIsInvalid',
                Message: 'The receipt handle is not held by a running invocation.',
              },
            ],
      ),
    },
  };
}
