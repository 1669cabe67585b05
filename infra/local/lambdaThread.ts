/**
 * A worker thread that runs Lambda functions for the local runtime (threadedInvoker.ts): in AWS
 * each function has its own process, so a consumer busy with a large room does not take the CPU
 * of the HTTP API; here that consumer gets a thread of its own. Messages: { id, fn, event } in,
 * { id, result } or { id, erro } out, with the thread's DynamoDB counts (when METRICAS_DYNAMODB).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { tomarMetricas } from '@wf/functions/data/metricasDynamo';
import { baixarPrioridadeDestaThread } from './cpuPriority';
import { createLambdaInvoker, HandlerAusenteError, type LambdaFunction } from './lambdaInvoker';

export interface PedidoThread {
  id: number;
  fn: LambdaFunction;
  event: unknown;
}

export interface RespostaThread {
  id: number;
  result?: unknown;
  erro?: { name: string; message: string; file?: string };
  metricas: ReturnType<typeof tomarMetricas>;
}

export interface DadosDaThread {
  functionsDir: string;
  region: string;
  prioridadeBaixa: boolean;
}

const { functionsDir, region, prioridadeBaixa } = workerData as DadosDaThread;
if (prioridadeBaixa) baixarPrioridadeDestaThread();
const invoker = createLambdaInvoker(functionsDir, region);
const porta = parentPort;

porta?.on('message', ({ id, fn, event }: PedidoThread) => {
  invoker.invoke(fn, event).then(
    (result) => porta.postMessage({ id, result, metricas: tomarMetricas() } satisfies RespostaThread),
    (error: unknown) => {
      const e = error instanceof Error ? error : new Error(String(error));
      const file = e instanceof HandlerAusenteError ? e.file : undefined;
      porta.postMessage({
        id,
        erro: { name: e.name, message: e.message, file },
        metricas: tomarMetricas(),
      } satisfies RespostaThread);
    },
  );
});
