import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { DeadLetter } from '../../infra/local/deadLetters';
import type { JournalEntry } from '../../infra/local/eventJournal';
import { eventually } from '../support/eventually';

/**
 * A consumer that keeps failing ends in the local bus's dead-letter list, not in silence. The
 * failure is real: an event id longer than DynamoDB's 2 KB key limit makes the consumer's
 * idempotency claim (processarUmaVez) throw, whatever the consumer. The realtime fan-out, fed in
 * batches, takes no claim (consumerLambdaEmLote.ts), so it delivers the same event.
 */
const baseUrl = inject('baseUrl');
const bus = new EventBridgeClient({
  endpoint: inject('endpoints').eventBridge,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => bus.destroy());

const deadLettersOf = async (eventId: string) =>
  ((await (await fetch(`${baseUrl}/_local/dead-letters`)).json()) as DeadLetter[]).filter(
    (letter) => letter.id === eventId,
  );

describe('the dead-letter list of the local bus', () => {
  it('lists each delivery that failed after every retry, with its event and error, and redrives it', async () => {
    const detail = {
      idEvento: `x${'9'.repeat(3000)}`,
      sigla: 'TDLQ',
      ocorridoEm: new Date().toISOString(),
      idFluxo: randomUUID(),
      alteradoPor: 'ninguem@teste.com.br',
      idEtiqueta: randomUUID(),
      descricaoEtiqueta: 'Sem entrega',
    };
    const answer = await bus.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: 'workflow',
            Source: 'workflow.etiquetas',
            DetailType: 'etiquetaCriada',
            Detail: JSON.stringify(detail),
          },
        ],
      }),
    );
    const eventId = answer.Entries?.[0]?.EventId ?? '';

    const letters = await eventually(
      async () => {
        const found = await deadLettersOf(eventId);
        return found.length === 1 ? found : undefined;
      },
      // Generous: the shared runtime's bus may be busy with other files' events.
      120_000,
      250,
    );
    expect(letters.map((letter) => letter.consumer)).toEqual(['atividades']);
    const deliveries = await eventually(async () => {
      const events = (await (await fetch(`${baseUrl}/_local/events`)).json()) as JournalEntry[];
      const fanout = events.find((e) => e.id === eventId)?.deliveries.find((d) => d.consumer === 'realtime-fanout');
      return fanout?.status === 'pendente' ? undefined : fanout;
    }, 120_000);
    expect(deliveries).toMatchObject({ status: 'entregue', attempts: 1 });
    for (const letter of letters) {
      expect(letter).toMatchObject({ source: 'workflow.etiquetas', detailType: 'etiquetaCriada', attempts: 6, detail });
      expect(letter.error).toMatch(/key|Key|size/);
    }

    const redriven = await fetch(`${baseUrl}/_local/dead-letters/redrive?id=${eventId}&rule=atividades-dos-fluxos`, {
      method: 'POST',
    });
    expect(await redriven.json()).toEqual({ reenviadas: 1 });
    expect(await deadLettersOf(eventId)).toEqual([]);
    // Still failing: back in the list after its retries, attempts counted afresh.
    const back = await eventually(
      async () => ((await deadLettersOf(eventId)).length === 1 ? deadLettersOf(eventId) : undefined),
      120_000,
      250,
    );
    expect(back).toMatchObject([{ consumer: 'atividades', attempts: 6 }]);
  }, 300_000);
});
