import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import type { Environment } from '../kernel/environment';
import { publicarOutbox } from './outboxPublisher';

interface EntradaRecebida {
  EventBusName: string;
  Source: string;
  DetailType: string;
  Detail: string;
}

/** A PutEvents endpoint speaking EventBridge's JSON protocol, so the real SDK client is exercised. */
function barramentoFalso(falhar: (entradas: EntradaRecebida[]) => boolean) {
  const chamadas: EntradaRecebida[][] = [];
  const server = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => {
      const entradas = (JSON.parse(corpo) as { Entries: EntradaRecebida[] }).Entries;
      chamadas.push(entradas);
      const recusar = falhar(entradas);
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      res.end(
        JSON.stringify({
          FailedEntryCount: recusar ? 1 : 0,
          Entries: entradas.map((_, i) =>
            recusar && i === 0 ? { ErrorCode: 'InternalFailure', ErrorMessage: 'x' } : { EventId: `id-${i}` },
          ),
        }),
      );
    });
  });
  return { server, chamadas };
}

const servidores: Server[] = [];
afterEach(() => {
  for (const s of servidores.splice(0)) s.close();
});

function depsCom(endpoint: string) {
  return {
    env: { eventBusName: 'barramento-teste' } as Environment,
    eventBridge: new EventBridgeClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    }),
  };
}

async function iniciar(falhar: (entradas: EntradaRecebida[]) => boolean = () => false) {
  const falso = barramentoFalso(falhar);
  servidores.push(falso.server);
  await new Promise<void>((resolve) => falso.server.listen(0, '127.0.0.1', resolve));
  const { port } = falso.server.address() as AddressInfo;
  return { ...falso, deps: depsCom(`http://127.0.0.1:${port}`) };
}

function registroOutbox(n: number, eventName: DynamoDBRecord['eventName'] = 'INSERT'): DynamoDBRecord {
  return {
    eventName,
    dynamodb: {
      SequenceNumber: String(n),
      NewImage: {
        pk: { S: `T#AVMB#OUTBOX#ev-${n}` },
        sk: { S: 'OUTBOX' },
        entidade: { S: 'OUTBOX' },
        source: { S: 'workflow.usuarios' },
        detailType: { S: 'usuarioAtivado' },
        detail: { M: { idEvento: { S: `ev-${n}` }, sigla: { S: 'AVMB' }, usuarioId: { S: 'u1' } } },
        expiraEm: { N: '1900000000' },
      },
    },
  };
}

const registroComum: DynamoDBRecord = {
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: '999', NewImage: { pk: { S: 'T#AVMB#USUARIO#u1' }, sk: { S: 'USUARIO' } } },
};

const lote = (registros: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: registros });

describe('outbox publisher', () => {
  it('puts each inserted outbox item on the bus as source, detail-type and JSON detail', async () => {
    const { deps, chamadas } = await iniciar();
    await publicarOutbox(deps, lote([registroOutbox(1)]));
    expect(chamadas).toEqual([
      [
        {
          EventBusName: 'barramento-teste',
          Source: 'workflow.usuarios',
          DetailType: 'usuarioAtivado',
          Detail: JSON.stringify({ idEvento: 'ev-1', sigla: 'AVMB', usuarioId: 'u1' }),
        },
      ],
    ]);
  });

  it('skips writes that are not new outbox items', async () => {
    const { deps, chamadas } = await iniciar();
    const { publicados } = await publicarOutbox(
      deps,
      lote([registroComum, registroOutbox(2, 'MODIFY'), registroOutbox(3, 'REMOVE')]),
    );
    expect(publicados).toBe(0);
    expect(chamadas).toEqual([]);
  });

  it('calls PutEvents with at most 10 entries, in stream order', async () => {
    const { deps, chamadas } = await iniciar();
    await publicarOutbox(deps, lote(Array.from({ length: 25 }, (_, i) => registroOutbox(i))));
    expect(chamadas.map((c) => c.length)).toEqual([10, 10, 5]);
    expect(chamadas.flat().map((e) => (JSON.parse(e.Detail) as { idEvento: string }).idEvento)).toEqual(
      Array.from({ length: 25 }, (_, i) => `ev-${i}`),
    );
  });

  it('reports the first refused record as a batch item failure, not the records already put', async () => {
    const { deps } = await iniciar((entradas) => entradas.length < 10);
    const r = await publicarOutbox(
      deps,
      lote([registroComum, ...Array.from({ length: 12 }, (_, i) => registroOutbox(i))]),
    );
    expect(r).toEqual({
      publicados: 10,
      falha: 'EventBridge recusou 1 de 2 eventos (InternalFailure)',
      batchItemFailures: [{ itemIdentifier: '10' }],
    });
  });

  it('reports the first record when the bus cannot be reached', async () => {
    const { deps, server } = await iniciar();
    await new Promise((resolve) => server.close(resolve));
    const r = await publicarOutbox(deps, lote([registroOutbox(1), registroOutbox(2)]));
    expect(r.batchItemFailures).toEqual([{ itemIdentifier: '1' }]);
  });
});
