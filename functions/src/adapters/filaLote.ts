import { ChangeMessageVisibilityBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import type { AppDeps } from '../kernel/deps';

/** ChangeMessageVisibilityBatch takes at most 10 entries per call. */
const ENTRADAS_POR_CHAMADA = 10;
/** SQS's longest visibility timeout: 12 hours. */
const MAXIMO_SEGUNDOS = 12 * 3600;

/** The queues' client, created on first use (only a consumer that defers records bundles it). */
export function clienteSqs(deps: Pick<AppDeps, 'sqs' | 'env'>): SQSClient {
  deps.sqs ??= new SQSClient({ region: deps.env.region, endpoint: deps.env.sqsEndpoint });
  return deps.sqs;
}

/** A queue's URL from the ARN Lambda's SQS event source puts on each record. */
export function urlDaFila(arn: string): string {
  const [, particao, , regiao, conta, nome] = arn.split(':');
  const dominio = particao === 'aws-cn' ? 'amazonaws.com.cn' : 'amazonaws.com';
  return `https://sqs.${regiao}.${dominio}/${conta}/${nome}`;
}

/**
 * Makes each record invisible in its queue for its seconds (from now), so that, named in the
 * batch's batchItemFailures, it comes back then rather than after the queue's visibility timeout.
 * One call per queue and 10 records. Answers the messageIds deferred; a call that fails leaves its
 * records out (they come back after the visibility timeout: later, not lost).
 */
export async function adiarRegistros(
  deps: Pick<AppDeps, 'sqs' | 'env'>,
  registros: ReadonlyArray<{ registro: SQSRecord; segundos: number }>,
): Promise<Set<string>> {
  const porFila = new Map<string, Array<{ registro: SQSRecord; segundos: number }>>();
  for (const r of registros) {
    const fila = porFila.get(r.registro.eventSourceARN);
    if (fila) fila.push(r);
    else porFila.set(r.registro.eventSourceARN, [r]);
  }
  const feitos = new Set<string>();
  const chamadas: Array<Promise<void>> = [];
  for (const [arn, daFila] of porFila) {
    for (let i = 0; i < daFila.length; i += ENTRADAS_POR_CHAMADA) {
      const lote = daFila.slice(i, i + ENTRADAS_POR_CHAMADA);
      chamadas.push(
        clienteSqs(deps)
          .send(
            new ChangeMessageVisibilityBatchCommand({
              QueueUrl: urlDaFila(arn),
              Entries: lote.map(({ registro, segundos }, j) => ({
                Id: String(j),
                ReceiptHandle: registro.receiptHandle,
                VisibilityTimeout: Math.min(MAXIMO_SEGUNDOS, Math.max(0, Math.ceil(segundos))),
              })),
            }),
          )
          .then((r) => {
            for (const ok of r.Successful ?? []) {
              const registro = lote[Number(ok.Id)]?.registro;
              if (registro) feitos.add(registro.messageId);
            }
          }),
      );
    }
  }
  const resultados = await Promise.allSettled(chamadas);
  const falha = resultados.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (falha && feitos.size === 0) throw falha.reason;
  return feitos;
}
