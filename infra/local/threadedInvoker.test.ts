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
type Opcoes = Parameters<typeof createThreadedInvoker>[1];

/** An invoker over the temporary functions/src that runs `threaded` in threads of its own. */
const invocador = (threaded: string[], opcoes: Partial<Opcoes> = {}): ThreadedInvoker =>
  createThreadedInvoker(createLambdaInvoker(functionsDir, 'us-east-1'), {
    functionsDir,
    region: 'us-east-1',
    threaded,
    log: () => undefined,
    ...opcoes,
  });

beforeAll(async () => {
  functionsDir = await mkdtemp(path.join(os.tmpdir(), 'threaded-invoker-'));
  await writeFile(
    path.join(functionsDir, 'thread.mjs'),
    "import { threadId } from 'node:worker_threads';\nexport const handler = async (event) => ({ threadId, event });",
  );
  // Holds its thread for `ms`, and answers the thread and that thread's CPU priority (nice).
  await writeFile(
    path.join(functionsDir, 'lento.mjs'),
    "import os from 'node:os';\nimport { threadId } from 'node:worker_threads';\n" +
      'export const handler = async ({ ms }) => { const fim = Date.now() + ms; while (Date.now() < fim); return { threadId, nice: os.getPriority() }; };',
  );
  await writeFile(
    path.join(functionsDir, 'falha.mjs'),
    "export const handler = async () => { throw new TypeError('quebrou'); };",
  );
  invoker = invocador(['em-thread', 'falha', 'ausente']);
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

  it('with threads: 2, runs two invocations at once in two threads, and a third in the one that is free', async () => {
    const pool = invocador(['lento'], { threads: 2 });
    try {
      const lento = fn('lento', 'lento.mjs');
      type Resposta = { threadId: number; nice: number };
      // Each holds its thread for 300 ms: in one thread the second would wait for the first.
      const longa = pool.invoke(lento, { ms: 300 }) as Promise<Resposta>;
      const [curta, outra] = (await Promise.all([pool.invoke(lento, { ms: 300 }), longa])) as Resposta[];
      expect(curta!.threadId).not.toBe(outra!.threadId);
      const emCurso = pool.invoke(lento, { ms: 400 }) as Promise<Resposta>;
      const livre = (await pool.invoke(lento, { ms: 0 })) as Resposta;
      expect(livre.threadId).not.toBe((await emCurso).threadId);
      expect([curta!.threadId, outra!.threadId]).toContain(livre.threadId);
    } finally {
      await pool.stop();
    }
  });

  it.runIf(process.platform === 'linux')(
    'prioridadeBaixa: the functions run at nice 10, this thread keeps its priority',
    async () => {
      const fundo = invocador(['lento'], { prioridadeBaixa: true });
      const antes = os.getPriority();
      try {
        expect(await fundo.invoke(fn('lento', 'lento.mjs'), { ms: 0 })).toMatchObject({ nice: 10 });
        // setpriority acted on the worker's thread alone.
        expect(os.getPriority()).toBe(antes);
      } finally {
        await fundo.stop();
      }
    },
  );

  it('refuses new invocations once stopped', async () => {
    const outro = invocador(['em-thread']);
    expect(await outro.invoke(emThread, {})).toMatchObject({ threadId: expect.any(Number) });
    await outro.stop();
    await expect(outro.invoke(emThread, {})).rejects.toThrow('runtime encerrado');
  });
});
