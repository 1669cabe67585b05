import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { DeadLetter } from '../../infra/local/deadLetters';
import { eventually } from '../support/eventually';

/**
 * A consumer that keeps failing ends in the local bus's dead-letter list, not in silence. The
 * failure is real: an event id longer than DynamoDB's 2 KB key limit makes every consumer's
 * idempotency claim (processarUmaVez) throw, whatever the consumer.
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
        return found.length === 2 ? found : undefined;
      },
      // Generous: the shared runtime's bus may be busy with other files' events.
      120_000,
      250,
    );
    expect(letters.map((letter) => letter.consumer).sort()).toEqual(['atividades', 'realtime-fanout']);
    for (const letter of letters) {
      expect(letter).toMatchObject({ source: 'workflow.etiquetas', detailType: 'etiquetaCriada', attempts: 6, detail });
      expect(letter.error).toMatch(/key|Key|size/);
    }

    const redriven = await fetch(`${baseUrl}/_local/dead-letters/redrive?id=${eventId}&rule=atividades-dos-fluxos`, {
      method: 'POST',
    });
    expect(await redriven.json()).toEqual({ reenviadas: 1 });
    expect((await deadLettersOf(eventId)).map((letter) => letter.consumer)).toEqual(['realtime-fanout']);
    // Still failing: back in the list after its retries, attempts counted afresh.
    await eventually(async () => ((await deadLettersOf(eventId)).length === 2 ? true : undefined), 120_000, 250);
  }, 300_000);
});
