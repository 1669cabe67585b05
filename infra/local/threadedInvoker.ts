import { Worker } from 'node:worker_threads';
import { somarMetricas } from '@wf/functions/data/metricasDynamo';
import { HandlerAusenteError, type LambdaInvoker } from './lambdaInvoker';
import type { PedidoThread, RespostaThread } from './lambdaThread';
import { errorText, type Log } from './log';

export interface ThreadedInvoker extends LambdaInvoker {
  /** Ends the thread; invocations still running in it reject (their deliveries stay pending). */
  stop(): Promise<void>;
}

function startThread(functionsDir: string, region: string): Worker {
  // The thread's process.env is a copy taken now: startRuntime has already set the handlers' variables.
  return new Worker(new URL('./lambdaThreadStart.mjs', import.meta.url), {
    execArgv: [],
    workerData: { functionsDir, region },
  });
}

function erroDaThread(erro: NonNullable<RespostaThread['erro']>): Error {
  // eventDelivery tells a missing handler apart by its class: give it back its class.
  if (erro.name === 'HandlerAusenteError' && erro.file) return new HandlerAusenteError(erro.file);
  return Object.assign(new Error(erro.message), { name: erro.name });
}

/**
 * Runs the functions named in `threaded` in one worker thread (started on first use, started again
 * after a crash), every other function in `base`. Used for the realtime fan-out: 200 sockets x
 * 10 events/s is 2,000 PostToConnection calls a second through the real SDK client (signing,
 * serde, HTTP), which on the gateway's own event loop held back the moves and the posts' answers.
 */
export function createThreadedInvoker(
  base: LambdaInvoker,
  options: { functionsDir: string; region: string; threaded: readonly string[]; log: Log },
): ThreadedInvoker {
  const threaded = new Set(options.threaded);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let worker: Worker | undefined;
  let nextId = 0;
  let stopped = false;

  const failAll = (error: Error): void => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const w = startThread(options.functionsDir, options.region);
    w.on('message', ({ id, result, erro, metricas }: RespostaThread) => {
      somarMetricas(metricas);
      const p = pending.get(id);
      pending.delete(id);
      if (erro) p?.reject(erroDaThread(erro));
      else p?.resolve(result);
    });
    w.on('error', (error) => {
      options.log(`thread de funções falhou: ${errorText(error)}`);
      failAll(error);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      failAll(new Error(`a thread de funções encerrou (código ${code})`));
    });
    worker = w;
    return w;
  };

  return {
    invoke: (fn, event) => {
      if (!threaded.has(fn.name)) return base.invoke(fn, event);
      if (stopped) return Promise.reject(new Error('runtime encerrado'));
      return new Promise((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve, reject });
        thread().postMessage({ id, fn, event } satisfies PedidoThread);
      });
    },
    stop: async () => {
      stopped = true;
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}
