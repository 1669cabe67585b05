import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLambdaInvoker, HandlerAusenteError, type LambdaFunction } from './lambdaInvoker';
import { createThreadedInvoker, type ThreadedInvoker } from './threadedInvoker';

/** Real handler modules in a temporary functions/src: each answers the thread it ran in. */
let functionsDir: string;
let invoker: ThreadedInvoker;
const fn = (name: string, entry: string): LambdaFunction => ({ name, entry, timeoutMs: 5000 });
const emThread = fn('em-thread', 'thread.mjs');
const noPrincipal = fn('no-principal', 'thread.mjs');

beforeAll(async () => {
  functionsDir = await mkdtemp(path.join(os.tmpdir(), 'threaded-invoker-'));
  await writeFile(
    path.join(functionsDir, 'thread.mjs'),
    "import { threadId } from 'node:worker_threads';\nexport const handler = async (event) => ({ threadId, event });",
  );
  await writeFile(
    path.join(functionsDir, 'falha.mjs'),
    "export const handler = async () => { throw new TypeError('quebrou'); };",
  );
  const logs: string[] = [];
  invoker = createThreadedInvoker(createLambdaInvoker(functionsDir, 'us-east-1'), {
    functionsDir,
    region: 'us-east-1',
    threaded: ['em-thread', 'falha', 'ausente'],
    log: (linha) => logs.push(linha),
  });
});
afterAll(async () => {
  await invoker.stop();
  await rm(functionsDir, { recursive: true, force: true });
});

describe('createThreadedInvoker', () => {
  it('runs the named functions in a worker thread with the event, and the others in this one', async () => {
    const [fora, aqui] = (await Promise.all([
      invoker.invoke(emThread, { a: 1 }),
      invoker.invoke(noPrincipal, { a: 2 }),
    ])) as {
      threadId: number;
      event: unknown;
    }[];

    expect(fora).toEqual({ threadId: expect.any(Number), event: { a: 1 } });
    expect(fora!.threadId).not.toBe(aqui!.threadId);
    expect(aqui!.event).toEqual({ a: 2 });
  });

  it('gives back a failure with its message, and a missing handler as HandlerAusenteError (the bus tells it apart)', async () => {
    await expect(invoker.invoke(fn('falha', 'falha.mjs'), {})).rejects.toThrow('quebrou');
    await expect(invoker.invoke(fn('ausente', 'nao/existe.mjs'), {})).rejects.toBeInstanceOf(HandlerAusenteError);
  });

  it('refuses new invocations once stopped', async () => {
    const outro = createThreadedInvoker(createLambdaInvoker(functionsDir, 'us-east-1'), {
      functionsDir,
      region: 'us-east-1',
      threaded: ['em-thread'],
      log: () => undefined,
    });
    expect(await outro.invoke(emThread, {})).toMatchObject({ threadId: expect.any(Number) });
    await outro.stop();
    await expect(outro.invoke(emThread, {})).rejects.toThrow('runtime encerrado');
  });
});
