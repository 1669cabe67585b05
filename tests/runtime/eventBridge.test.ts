import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { JournalEntry } from '../../infra/local/eventJournal';
import type { StoredEmail } from '../../infra/local/mailOutbox';
import { eventually } from '../support/eventually';

const baseUrl = inject('baseUrl');
const endpoints = inject('endpoints');
const bus = new EventBridgeClient({
  endpoint: endpoints.eventBridge,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => bus.destroy());

const journaled = (eventId: string) =>
  eventually(async () => {
    const entries = (await (await fetch(`${baseUrl}/_local/events`)).json()) as JournalEntry[];
    return entries.find((entry) => entry.id === eventId);
  });

async function put(source: string, detailType: string, detail: object): Promise<string> {
  const answer = await bus.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: 'workflow', Source: source, DetailType: detailType, Detail: JSON.stringify(detail) }],
    }),
  );
  const eventId = answer.Entries?.[0]?.EventId;
  if (!eventId) throw new Error(`PutEvents sem EventId: ${JSON.stringify(answer)}`);
  return eventId;
}

describe('local EventBridge with the real SDK client', () => {
  it('answers PutEvents with one EventId per entry', async () => {
    const answer = await bus.send(
      new PutEventsCommand({
        Entries: [
          { EventBusName: 'workflow', Source: 'teste.local', DetailType: 'um', Detail: '{}' },
          { EventBusName: 'workflow', Source: 'teste.local', DetailType: 'dois', Detail: '{}' },
        ],
      }),
    );

    expect(answer.FailedEntryCount).toBe(0);
    expect(answer.Entries?.map((entry) => entry.EventId)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
  });

  it('reports bad entries one by one, without failing the others', async () => {
    const answer = await bus.send(
      new PutEventsCommand({
        Entries: [
          { EventBusName: 'workflow', Source: 'teste.local', DetailType: 'ok', Detail: '{}' },
          { EventBusName: 'workflow', Source: 'teste.local', DetailType: 'ruim', Detail: 'não é json' },
          { EventBusName: 'inexistente', Source: 'teste.local', DetailType: 'ok', Detail: '{}' },
        ],
      }),
    );

    expect(answer.FailedEntryCount).toBe(2);
    expect(answer.Entries?.[0].EventId).toBeDefined();
    expect(answer.Entries?.[1].ErrorCode).toBe('MalformedDetail');
    expect(answer.Entries?.[2].ErrorCode).toBe('ResourceNotFoundException');
  });

  it('routes an event only to the consumers whose rule pattern matches', async () => {
    const product = await journaled(await put('workflow.teste', 'algoAconteceu', {}));
    const foreign = await journaled(await put('outro.sistema', 'usuarioCadastrado', {}));

    expect(product.deliveries.map((delivery) => [delivery.rule, delivery.consumer])).toEqual([
      ['todos-para-tempo-real', 'realtime-fanout'],
    ]);
    expect(foreign.deliveries).toEqual([]);
  });

  it('delivers the event to a consumer, which acts on it (the e-mail consumer sends mail)', async () => {
    const email = `evento-${randomUUID()}@teste.local`;
    const detail = {
      idEvento: randomUUID(),
      sigla: 'AVMB',
      ocorridoEm: new Date().toISOString(),
      usuarioId: randomUUID(),
      email,
      nome: 'Teste',
    };

    const eventId = await put('workflow.usuarios', 'usuarioCadastrado', detail);

    const delivered = await eventually(async () => {
      const entry = await journaled(eventId);
      return entry.deliveries.every((delivery) => delivery.status === 'entregue') ? entry : undefined;
    });
    expect(delivered.deliveries.map((delivery) => delivery.consumer)).toEqual(['realtime-fanout', 'email']);
    const [mail] = await eventually(async () => {
      const emails = (await (
        await fetch(`${baseUrl}/_local/emails?to=${encodeURIComponent(email)}`)
      ).json()) as StoredEmail[];
      return emails.length > 0 ? emails : undefined;
    });
    expect(mail.to).toBe(email);
  });
});
