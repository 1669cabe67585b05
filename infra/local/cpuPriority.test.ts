import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { baixarPrioridade, NICE_SEGUNDO_PLANO } from './cpuPriority';
import { localDynamoClient, startDynamoDbLocal } from './dynamoDbLocal';
import { freePorts } from '../../tests/support/freePort';

/** Each thread's nice value, from /proc/<pid>/task/<tid>/stat (the 19th field). */
async function niceDasThreads(pid: number): Promise<number[]> {
  const threads = await readdir(`/proc/${pid}/task`);
  const valores = await Promise.all(
    threads.map(async (tid) => {
      const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => '');
      // After the command's ")" the fields start at the 3rd: nice is the 19th.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    }),
  );
  return valores.filter((n) => !Number.isNaN(n));
}

describe.runIf(process.platform === 'linux')('baixarPrioridade', () => {
  it('lowers every thread of the process, and the threads it starts afterwards inherit it', async () => {
    // A process with a worker thread, which starts a second one when told to.
    const filho = spawn(
      process.execPath,
      [
        '-e',
        `const { Worker } = require('node:worker_threads');
         const dormir = "setInterval(() => {}, 1000)";
         new Worker(dormir, { eval: true });
         process.stdin.on('data', () => { new Worker(dormir, { eval: true }); setTimeout(() => console.log('ok'), 200); });
         console.log('pronto');`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const linha = (): Promise<string> =>
      new Promise((resolve) => filho.stdout.once('data', (d: Buffer) => resolve(d.toString())));
    try {
      await linha();
      const antes = os.getPriority();
      const baixadas = await baixarPrioridade(filho.pid!);
      expect(baixadas).toBeGreaterThan(2);
      expect(new Set(await niceDasThreads(filho.pid!))).toEqual(new Set([NICE_SEGUNDO_PLANO]));

      const depois = linha();
      filho.stdin.write('mais uma\n');
      await depois;
      const niceDepois = await niceDasThreads(filho.pid!);
      expect(niceDepois.length).toBeGreaterThan(baixadas);
      expect(new Set(niceDepois)).toEqual(new Set([NICE_SEGUNDO_PLANO]));
      // This process is untouched.
      expect(os.getPriority()).toBe(antes);
    } finally {
      filho.kill('SIGKILL');
    }
  });

  it('answers 0 for a process that is gone', async () => {
    expect(await baixarPrioridade(2 ** 22 + 12_345)).toBe(0);
  });
});

describe.runIf(process.platform === 'linux')('startDynamoDbLocal with segundoPlano', () => {
  it(
    'runs every thread of the JVM at nice 10, the ones serving requests included, and answers',
    { timeout: 90_000 },
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'dynamo-prioridade-'));
      const [porta] = await freePorts(1);
      const linhas: string[] = [];
      const dynamo = await startDynamoDbLocal(dir, porta!, (l) => linhas.push(l), true, true);
      const cliente = localDynamoClient(dynamo.endpoint, 'us-east-1');
      try {
        // Requests at once make the server start request threads of its own.
        await Promise.all(Array.from({ length: 20 }, () => cliente.send(new ListTablesCommand({}))));
        const pid = Number(await readFile(path.join(dir, 'dynamodb-local.pid'), 'utf8'));
        const nices = await niceDasThreads(pid);
        expect(nices.length).toBeGreaterThan(5);
        expect(new Set(nices)).toEqual(new Set([NICE_SEGUNDO_PLANO]));
        expect(linhas.join('\n')).toContain(`prioridade de CPU ${NICE_SEGUNDO_PLANO}`);
      } finally {
        cliente.destroy();
        await dynamo.stop();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
