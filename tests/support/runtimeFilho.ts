import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reapStaleDynamoDbLocal } from '../../infra/local/dynamoDbLocal';
import { endpointsFor, type LocalEndpoints } from '../../infra/local/handlerEnvironment';
import { DEMO } from './demoSession';
import { freePorts } from './freePort';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Workflow pronto/;

/** One `npm start` (`tsx infra/local/start.ts`) running as a child process. */
export interface InstanciaFilha {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/**
 * The embedded runtime as a child process on a data dir and ports of its own, started again on
 * the same data after a kill: what the crash tests need, since SIGKILL must hit the runtime
 * itself, not the test process. Its DynamoDB Local JVM survives a kill; the next start and
 * `encerrar` reap it.
 */
export interface RuntimeFilho {
  /** Starts the runtime and resolves once it prints that it is ready. */
  iniciar(): Promise<InstanciaFilha>;
  /** SIGKILL, as a crash would; resolves once the process is gone. */
  matar(instancia: InstanciaFilha): Promise<void>;
  /** Stops what is still running (SIGTERM, then SIGKILL), reaps the JVM and removes the data dir. */
  encerrar(): Promise<void>;
  portas: { http: number; dynamo: number };
  /** Where the child's services answer (for a tenant script or a client of the child's table). */
  endpoints: LocalEndpoints;
}

export interface OpcoesRuntimeFilho {
  /** 'baixa': DynamoDB Local and the card consumers at a lower CPU priority (PRIORIDADE_DO_FUNDO). */
  prioridadeDoFundo?: 'normal' | 'baixa';
  /** DynamoDB Local without its file database (DYNAMODB_EM_MEMORIA): for a run that is not restarted. */
  dynamoEmMemoria?: boolean;
  /**
   * The SPA the child serves (WEB): 'none' by default; 'dist' as `npm start` serves it (built, from
   * `<webDir>/dist`, built first when stale); 'dev' as `npm run dev` (Vite's dev server).
   */
  web?: 'none' | 'dist' | 'dev';
  /** The SPA's folder instead of web/ (WEB_DIR). */
  webDir?: string;
}

export async function prepararRuntimeFilho(
  prefixo: string,
  prontoEmMs: number,
  { prioridadeDoFundo = 'normal', dynamoEmMemoria = false, web = 'none', webDir }: OpcoesRuntimeFilho = {},
): Promise<RuntimeFilho> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefixo));
  const [port, dynamoPort, s3Port, eventsPort, smtpPort] = await freePorts(5);
  const { WEB: _web, WEB_DIR: _webDir, ...herdado } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...herdado,
    WEB: web,
    ...(webDir ? { WEB_DIR: webDir } : {}),
    DATA_DIR: dataDir,
    PORT: String(port),
    DYNAMODB_PORT: String(dynamoPort),
    S3_PORT: String(s3Port),
    EVENTS_PORT: String(eventsPort),
    SMTP_PORT: String(smtpPort),
    PRIORIDADE_DO_FUNDO: prioridadeDoFundo,
    DYNAMODB_EM_MEMORIA: dynamoEmMemoria ? '1' : '0',
  };
  let atual: InstanciaFilha | undefined;

  const matar = (instancia: InstanciaFilha): Promise<void> => {
    if (instancia.child.exitCode !== null || instancia.child.signalCode !== null) return Promise.resolve();
    const saiu = new Promise<void>((resolve) => instancia.child.once('exit', () => resolve()));
    instancia.child.kill('SIGKILL');
    return saiu;
  };

  const iniciar = (): Promise<InstanciaFilha> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let texto = '';
    const juntar = (parte: Buffer): void => {
      texto = (texto + parte.toString()).slice(-20_000);
    };
    child.stdout.on('data', juntar);
    child.stderr.on('data', juntar);
    const instancia: InstanciaFilha = { child, baseUrl: `http://localhost:${port}`, output: () => texto };
    atual = instancia;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`runtime não ficou pronto em ${prontoEmMs / 1000} s:\n${texto}`)),
        prontoEmMs,
      );
      child.stdout.on('data', () => {
        if (READY.test(texto)) {
          clearTimeout(timer);
          resolve(instancia);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`runtime encerrou ao iniciar (${code ?? signal}):\n${texto}`));
      });
    });
  };

  const encerrar = async (): Promise<void> => {
    if (atual && atual.child.exitCode === null && atual.child.signalCode === null) {
      const saiu = new Promise((resolve) => atual?.child.once('exit', resolve));
      atual.child.kill('SIGTERM');
      await Promise.race([saiu, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      atual.child.kill('SIGKILL');
    }
    // Whatever happened above, no JVM of the test may outlive it.
    await reapStaleDynamoDbLocal(path.join(dataDir, 'dynamodb'), () => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };

  const endpoints = endpointsFor({
    port: port!,
    dynamoPort: dynamoPort!,
    s3Port: s3Port!,
    eventsPort: eventsPort!,
    smtpPort: smtpPort!,
  });
  return { iniciar, matar, encerrar, portas: { http: port!, dynamo: dynamoPort! }, endpoints };
}

/**
 * A request to a child runtime as the demo tenant's SPA sends it (session cookie, X-Cliente):
 * its status and JSON body. For the crash tests, which call it across restarts.
 */
export async function chamarFilho<T>(
  instance: InstanciaFilha,
  cookie: string,
  metodo: string,
  caminho: string,
  corpo?: unknown,
): Promise<{ status: number; body: T }> {
  const r = await fetch(`${instance.baseUrl}${caminho}`, {
    method: metodo,
    headers: { cookie, 'x-cliente': DEMO.sigla, 'content-type': 'application/json' },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
  return { status: r.status, body: (await r.json()) as T };
}
