import { Worker } from 'node:worker_threads';
import { somarMetricas } from '@wf/functions/data/metricasDynamo';
import { HandlerAusenteError, type LambdaInvoker } from './lambdaInvoker';
import type { DadosDaThread, PedidoThread, RespostaThread } from './lambdaThread';
import { errorText, type Log } from './log';

export interface ThreadedInvoker extends LambdaInvoker {
  /** Ends the thread; invocations still running in it reject (their deliveries stay pending). */
  stop(): Promise<void>;
}

function startThread(functionsDir: string, region: string, prioridadeBaixa: boolean): Worker {
  // The thread's process.env is a copy taken now: startRuntime has already set the handlers' variables.
  return new Worker(new URL('./lambdaThreadStart.mjs', import.meta.url), {
    execArgv: [],
    workerData: { functionsDir, region, prioridadeBaixa } satisfies DadosDaThread,
  });
}

function erroDaThread(erro: NonNullable<RespostaThread['erro']>): Error {
  // eventDelivery tells a missing handler apart by its class: give it back its class.
  if (erro.name === 'HandlerAusenteError' && erro.file) return new HandlerAusenteError(erro.file);
  return Object.assign(new Error(erro.message), { name: erro.name });
}

/**
 * Runs the functions named in `threaded` in worker threads (`threads`, one unless said; each
 * started on first use, started again after a crash), every other function in `base`. Used for the realtime fan-out: 200 sockets x
 * 10 events/s is 2,000 PostToConnection calls a second through the real SDK client (signing,
 * serde, HTTP), which on the gateway's own event loop held back the moves and the posts' answers.
 */
export function createThreadedInvoker(
  base: LambdaInvoker,
  options: {
    functionsDir: string;
    region: string;
    threaded: readonly string[];
    log: Log;
    /** The threads at a lower CPU priority (cpuPriority.ts): work no one is waiting on. */
    prioridadeBaixa?: boolean;
    /**
     * Threads for these functions (1 unless said): each invocation goes to the one with the fewest
     * running, as Lambda runs concurrent invocations in instances of their own.
     */
    threads?: number;
  },
): ThreadedInvoker {
  const threaded = new Set(options.threaded);
  type Vaga = { worker?: Worker; pending: Map<number, { resolve(value: unknown): void; reject(error: Error): void }> };
  const vagas: Vaga[] = Array.from({ length: Math.max(1, options.threads ?? 1) }, () => ({ pending: new Map() }));
  let nextId = 0;
  let stopped = false;

  const failAll = (vaga: Vaga, error: Error): void => {
    for (const p of vaga.pending.values()) p.reject(error);
    vaga.pending.clear();
  };

  const thread = (vaga: Vaga): Worker => {
    if (vaga.worker) return vaga.worker;
    const w = startThread(options.functionsDir, options.region, options.prioridadeBaixa ?? false);
    w.on('message', ({ id, result, erro, metricas }: RespostaThread) => {
      somarMetricas(metricas);
      const p = vaga.pending.get(id);
      vaga.pending.delete(id);
      if (erro) p?.reject(erroDaThread(erro));
      else p?.resolve(result);
    });
    w.on('error', (error) => {
      options.log(`thread de funções falhou: ${errorText(error)}`);
      failAll(vaga, error);
    });
    w.on('exit', (code) => {
      if (vaga.worker === w) vaga.worker = undefined;
      failAll(vaga, new Error(`a thread de funções encerrou (código ${code})`));
    });
    vaga.worker = w;
    return w;
  };

  return {
    invoke: (fn, event) => {
      if (!threaded.has(fn.name)) return base.invoke(fn, event);
      if (stopped) return Promise.reject(new Error('runtime encerrado'));
      const vaga = vagas.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      return new Promise((resolve, reject) => {
        const id = ++nextId;
        vaga.pending.set(id, { resolve, reject });
        thread(vaga).postMessage({ id, fn, event } satisfies PedidoThread);
      });
    },
    stop: async () => {
      stopped = true;
      await Promise.all(
        vagas.map(async (vaga) => {
          const w = vaga.worker;
          vaga.worker = undefined;
          if (w) await w.terminate();
        }),
      );
    },
  };
}
