import { describe, expect, it } from 'vitest';
import { answerSqs } from './localSqs';

describe('the local SQS endpoint (ChangeMessageVisibilityBatch)', () => {
  const pedidos: Array<[string, Array<{ receiptHandle: string; seconds: number }>]> = [];
  const router = {
    changeVisibility: (fila: string, entradas: Array<{ receiptHandle: string; seconds: number }>) => {
      pedidos.push([fila, entradas]);
      return fila === 'regras-lote' ? entradas.map((e) => e.receiptHandle !== 'antigo') : null;
    },
  };
  const corpo = (o: unknown) => Buffer.from(JSON.stringify(o));

  it("changes the records the queue's running invocations hold, by the queue's name in its URL", () => {
    const r = answerSqs(
      'AmazonSQS.ChangeMessageVisibilityBatch',
      corpo({
        QueueUrl: 'https://sqs.us-east-1.amazonaws.com/000000000000/regras-lote',
        Entries: [
          { Id: '0', ReceiptHandle: 'rh-1', VisibilityTimeout: 12 },
          { Id: '1', ReceiptHandle: 'antigo', VisibilityTimeout: 3 },
        ],
      }),
      router,
    );
    expect(pedidos.at(-1)).toEqual([
      'regras-lote',
      [
        { receiptHandle: 'rh-1', seconds: 12 },
        { receiptHandle: 'antigo', seconds: 3 },
      ],
    ]);
    expect(r).toEqual({
      status: 200,
      body: {
        Successful: [{ Id: '0' }],
        Failed: [{ Id: '1', SenderFault: true, Code: 'ReceiptHandleIsInvalid', Message: expect.any(String) }],
      },
    });
  });

  it('refuses another queue, another operation and a malformed request as SQS does', () => {
    const entrada = { Id: '0', ReceiptHandle: 'rh', VisibilityTimeout: 1 };
    expect(
      answerSqs(
        'AmazonSQS.ChangeMessageVisibilityBatch',
        corpo({ QueueUrl: 'http://x/000/outra', Entries: [entrada] }),
        router,
      ),
    ).toMatchObject({
      status: 400,
      body: { __type: 'com.amazonaws.sqs#QueueDoesNotExist' },
    });
    expect(answerSqs('AmazonSQS.SendMessage', corpo({}), router).status).toBe(400);
    expect(
      answerSqs('AmazonSQS.ChangeMessageVisibilityBatch', corpo({ QueueUrl: 'x/regras-lote', Entries: [] }), router)
        .status,
    ).toBe(400);
    expect(
      answerSqs(
        'AmazonSQS.ChangeMessageVisibilityBatch',
        corpo({ QueueUrl: 'x/regras-lote', Entries: [{ ...entrada, VisibilityTimeout: 43201 }] }),
        router,
      ).status,
    ).toBe(400);
  });
});
