import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../kernel/deps';
import { consumerLambdaEmLote } from './consumerLambdaEmLote';

/**
 * The batched consumer wrapper as Lambda's SQS event source calls it: records whose bodies are
 * bus events, an SQSBatchResponse back. Logs and EMF metrics are read where Powertools writes them.
 */
beforeAll(() => {
  // appDeps() builds clients from these at the first batch (nothing is called on them here).
  Object.assign(process.env, { TABLE_NAME: 't', BUCKET_ARQUIVOS: 'b', EVENT_BUS_NAME: 'e', APP_URL: 'http://x' });
  Object.assign(process.env, {
    POWERTOOLS_METRICS_DISABLED: 'false',
    POWERTOOLS_LOG_LEVEL: 'INFO',
    POWERTOOLS_DEV: 'false',
  });
});

let escrito: string[] = [];
beforeEach(() => {
  escrito = [];
  for (const saida of [process.stdout, process.stderr]) {
    vi.spyOn(saida, 'write').mockImplementation((texto: string | Uint8Array) => {
      escrito.push(String(texto));
      return true;
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const linhas = () =>
  escrito
    .flatMap((t) => t.split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const metricas = () => linhas().filter((l) => l._aws);

const detalhe = (idEvento: string) => ({
  idEvento,
  sigla: 'AVMB',
  ocorridoEm: '2026-01-01T00:00:00Z',
  idFluxo: 'f1',
  alteradoPor: 'maria',
  idEtapa: 'e1',
  idInstancia: 'i1',
  descricaoInstancia: 'Card',
});

/** A record as Lambda builds it from the queue: the body is the bus event, as the rule's SQS target wrote it. */
const registro = (messageId: string, body: string): SQSRecord => ({
  messageId,
  receiptHandle: `rh-${messageId}`,
  body,
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '0',
    SenderId: 'events',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:fila',
  awsRegion: 'us-east-1',
});
const doBarramento = (idEvento: string, source = 'workflow.instancias', detailType = 'cardExcluido') =>
  JSON.stringify({
    version: '0',
    id: `bus-${idEvento}`,
    'detail-type': detailType,
    source,
    account: '000000000000',
    time: '2026-01-01T00:00:00Z',
    region: 'us-east-1',
    resources: [],
    detail: detalhe(idEvento),
  });

const invocar = (
  processar: (deps: AppDeps, eventos: EventoLido[]) => Promise<Set<string>>,
  records: SQSRecord[],
): Promise<SQSBatchResponse> =>
  consumerLambdaEmLote('realtime-fanout', processar)(
    { Records: records } as SQSEvent,
    {
      awsRequestId: 'req-1',
      functionName: 'realtime-fanout',
    } as Context,
  ) as Promise<SQSBatchResponse>;

describe('consumerLambdaEmLote', () => {
  it('hands the well-formed events over together and names only the failed ones for retry', async () => {
    const recebidos: string[][] = [];
    const resposta = await invocar(
      async (_deps, eventos) => {
        recebidos.push(eventos.map((e) => e.detalhe.idEvento));
        return new Set(['ev-2']);
      },
      [
        registro('m1', doBarramento('ev-1')),
        registro('m2', doBarramento('ev-2')),
        registro('m3', '{ não é json'),
        registro('m4', doBarramento('ev-4', 'workflow.fluxos')), // the wrong source for the type
        registro('m5', doBarramento('ev-5', 'workflow.instancias', 'tipoQueNaoExiste')),
        registro('m6', doBarramento('ev-6')),
      ],
    );

    expect(recebidos).toEqual([['ev-1', 'ev-2', 'ev-6']]);
    // Malformed records are dropped, not retried: no retry could fix them.
    expect(resposta).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(metricas()).toEqual([
      expect.objectContaining({
        EventosForaDoContrato: 3,
        EventosFalhos: 1,
        EventosProcessados: 2,
        funcao: 'realtime-fanout',
      }),
    ]);
    expect(
      linhas()
        .filter((l) => l.message === 'evento ignorado (fora do contrato)')
        .map((l) => l.idMensagem),
    ).toEqual(['m3', 'm4', 'm5']);
    expect(linhas().find((l) => l.level === 'ERROR')).toMatchObject({ idEvento: 'ev-2', sigla: 'AVMB' });
  });

  it('retries every record of the batch when processarLote throws, without throwing itself', async () => {
    const resposta = await invocar(
      () => Promise.reject(new Error('falha simulada')),
      [registro('m1', doBarramento('ev-1')), registro('m2', doBarramento('ev-2')), registro('m3', 'null')],
    );

    expect(resposta).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }] });
    expect(metricas()[0]).toMatchObject({ EventosFalhos: 2, EventosForaDoContrato: 1 });
    expect(metricas()[0]).not.toHaveProperty('EventosProcessados');
  });

  it('answers an empty list when every event went through, and does not call processarLote for a batch of malformed records', async () => {
    const processar = vi.fn(async () => new Set<string>());
    expect(await invocar(processar, [registro('m1', doBarramento('ev-1'))])).toEqual({ batchItemFailures: [] });
    expect(await invocar(processar, [registro('m2', '"texto"')])).toEqual({ batchItemFailures: [] });
    expect(processar).toHaveBeenCalledTimes(1);
  });
});
