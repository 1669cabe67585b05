import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, EventBridgeEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { processamentoKeys } from '../../functions/src/data/repositories/processamentoRepository';
import { depsDaTabela } from '../support/tabela';

/**
 * Consumers whose effects converge however often an event comes run without the claim
 * (processarUmaVez): no claim item, and a repeated delivery runs again. The others keep it.
 */
type Consumidor = (e: EventBridgeEvent<string, unknown>, c: Context) => Promise<void>;
const tabela = depsDaTabela();
const SIGLA = 'RESERVA';

beforeAll(() => {
  Object.assign(process.env, handlerEnvironment(inject('endpoints')));
});

/** A card's arrival in a stage of a flow that does not exist: every consumer of it has nothing to write. */
function entrada(): EventBridgeEvent<string, unknown> {
  const idEvento = randomUUID();
  return {
    version: '0',
    id: `barramento-${idEvento}`,
    source: 'workflow.instancias',
    'detail-type': 'cardEntrarEtapa',
    account: '0',
    time: new Date().toISOString(),
    region: 'us-east-1',
    resources: [],
    detail: {
      idEvento,
      sigla: SIGLA,
      ocorridoEm: new Date().toISOString(),
      idFluxo: randomUUID(),
      alteradoPor: 'ana@exemplo.com.br',
      idEtapa: randomUUID(),
      idInstancia: randomUUID(),
      descricaoInstancia: 'Pedido',
      idEtapaOrigem: randomUUID(),
    },
  };
}

async function reserva(consumidor: string, idEvento: string) {
  const pk = processamentoKeys.pk({ sigla: SIGLA, consumidor, idEvento });
  return (
    await tabela.db.send(new GetCommand({ TableName: tabela.tableName, Key: { pk, sk: processamentoKeys.sk() } }))
  ).Item;
}

describe('consumerLambda with idempotentePorConstrucao', () => {
  it('runs every delivery of an event and writes no claim; without it, the repeat is skipped after a claim', async () => {
    const { consumerLambda } = await import('../../functions/src/app/events/consumerLambda');
    const vezes = { semReserva: 0, comReserva: 0 };
    const semReserva = consumerLambda('painel', async () => void (vezes.semReserva += 1), {
      idempotentePorConstrucao: true,
    });
    const comReserva = consumerLambda('notificacoes', async () => void (vezes.comReserva += 1));
    const evento = entrada();
    const { idEvento } = evento.detail as { idEvento: string };

    for (let i = 0; i < 2; i++) {
      await semReserva(evento, {} as Context);
      await comReserva(evento, {} as Context);
    }

    expect(vezes).toEqual({ semReserva: 2, comReserva: 1 });
    expect(await reserva('painel', idEvento)).toBeUndefined();
    expect(await reserva('notificacoes', idEvento)).toMatchObject({ estado: 'CONCLUIDO' });
  });

  it('the painel and busca consumers take no claim; notificacoes and regras do', async () => {
    const evento = entrada();
    const { idEvento } = evento.detail as { idEvento: string };
    for (const nome of ['painel', 'busca', 'notificacoes'] as const) {
      const { handler } = (await import(`../../functions/src/consumers/${nome}.ts`)) as { handler: Consumidor };
      await handler(evento, {} as Context);
    }
    // The rules engine reads its queue in batches (SQS): the same event as the one record of a batch.
    const { handler: regras } = (await import('../../functions/src/consumers/regras')) as {
      handler: (e: SQSEvent, c: Context) => Promise<SQSBatchResponse>;
    };
    const lote = {
      Records: [
        {
          messageId: `m-${idEvento}`,
          receiptHandle: `rh-${idEvento}`,
          body: JSON.stringify(evento),
          attributes: {
            ApproximateReceiveCount: '1',
            SentTimestamp: '0',
            SenderId: 'events',
            ApproximateFirstReceiveTimestamp: '0',
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:regras-lote',
          awsRegion: 'us-east-1',
        },
      ],
    } as SQSEvent;
    expect(
      (await regras(lote, { awsRequestId: randomUUID(), functionName: 'regras' } as Context)).batchItemFailures,
    ).toEqual([]);
    expect(await reserva('painel', idEvento)).toBeUndefined();
    expect(await reserva('busca', idEvento)).toBeUndefined();
    expect(await reserva('notificacoes', idEvento)).toBeDefined();
    expect(await reserva('regras', idEvento)).toBeDefined();
  });
});
