import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Callback, Context } from 'aws-lambda';
import { relativeToRepo } from './paths';

/** One Lambda function as the runtime sees it: where its code is and how long it may run. */
export interface LambdaFunction {
  name: string;
  /** Relative to functions/src, exporting `handler` (as in functions/src/app/lambdas.ts). */
  entry: string;
  timeoutMs: number;
}

export type LambdaHandler = (event: unknown, context: Context, callback: Callback) => unknown;

export class HandlerAusenteError extends Error {
  constructor(readonly file: string) {
    super(`handler ausente: ${file} ainda não existe`);
    this.name = 'HandlerAusenteError';
  }
}

export class TempoEsgotadoError extends Error {
  constructor(fn: LambdaFunction) {
    super(`a função ${fn.name} excedeu o tempo limite de ${fn.timeoutMs / 1000}s`);
    this.name = 'TempoEsgotadoError';
  }
}

export interface LambdaInvoker {
  /** Runs the function's `handler` with a copy of `event`, as Lambda would; rejects on error or timeout. */
  invoke(fn: LambdaFunction, event: unknown): Promise<unknown>;
}

/** An invoker whose functions can be imported ahead of their first invocation. */
export interface PreloadingLambdaInvoker extends LambdaInvoker {
  /** Imports the functions now (a provisioned instance); a failure is left to their first invocation. */
  preload(fns: readonly LambdaFunction[]): Promise<void>;
}

export function createLambdaInvoker(functionsDir: string, region: string): PreloadingLambdaInvoker {
  const loaded = new Map<string, Promise<LambdaHandler>>();

  // Imported lazily and once (a cold start); a failed import is forgotten, so a handler file
  // written while the runtime is up is picked up by the next request.
  const load = (entry: string): Promise<LambdaHandler> => {
    const cached = loaded.get(entry);
    if (cached) return cached;
    const loading = importHandler(path.join(functionsDir, entry));
    loaded.set(entry, loading);
    loading.catch(() => loaded.delete(entry));
    return loading;
  };

  return {
    invoke: async (fn, event) => {
      const handler = await load(fn.entry);
      return runWithTimeout(fn, handler, region, event);
    },
    preload: async (fns) => {
      await Promise.allSettled(fns.map((fn) => load(fn.entry)));
    },
  };
}

async function importHandler(file: string): Promise<LambdaHandler> {
  if (!existsSync(file)) throw new HandlerAusenteError(relativeToRepo(file));
  const loadedModule: { handler?: unknown } = await import(pathToFileURL(file).href);
  if (typeof loadedModule.handler !== 'function') {
    throw new Error(`${relativeToRepo(file)} não exporta uma função \`handler\``);
  }
  return loadedModule.handler as LambdaHandler;
}

/** Lambda passes JSON across the boundary: the handler gets a copy and its result loses what JSON cannot hold. */
const throughJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

async function runWithTimeout(
  fn: LambdaFunction,
  handler: LambdaHandler,
  region: string,
  event: unknown,
): Promise<unknown> {
  const deadline = Date.now() + fn.timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TempoEsgotadoError(fn)), fn.timeoutMs);
  });
  try {
    const result = await Promise.race([
      callHandler(handler, throughJson(event), lambdaContext(fn, region, deadline)),
      timeout,
    ]);
    return throughJson(result);
  } finally {
    clearTimeout(timer);
  }
}

/** Supports both async handlers (middy) and the older callback style. */
function callHandler(handler: LambdaHandler, event: unknown, context: Context): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const callback: Callback = (error, result) => (error ? reject(error) : resolve(result));
    try {
      const returned = handler(event, context, callback);
      if (returned instanceof Promise || isThenable(returned)) Promise.resolve(returned).then(resolve, reject);
      else if (handler.length < 3) resolve(returned);
    } catch (error) {
      reject(error);
    }
  });
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

function lambdaContext(fn: LambdaFunction, region: string, deadline: number): Context {
  const requestId = randomUUID();
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const unsupported = (): never => {
    throw new Error('context.done/fail/succeed não são suportados: retorne uma Promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: fn.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${fn.name}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${fn.name}`,
    logStreamName: `${day}/[$LATEST]${requestId.replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
