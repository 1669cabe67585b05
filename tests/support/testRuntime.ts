import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startRuntime, type Runtime } from '../../infra/local/runtime';
import type { WebMode } from '../../infra/local/webApp';
import { freePorts } from './freePort';

export interface TestRuntimeOptions {
  /** What the runtime serves under /workflow: 'none' for API tests, 'dist' (the built SPA) for browser tests. */
  web: WebMode;
  /** Prefix of the temporary data dir, e.g. 'workflow-tests-'. */
  dataDirPrefix: string;
  /** How the kept data dir is named in the KEEP_RUNTIME_DATA message, e.g. 'runtime de testes'. */
  label: string;
}

/** The PORT, DYNAMODB_PORT, S3_PORT, EVENTS_PORT and SMTP_PORT the runtime listens on. */
export interface TestRuntimePorts {
  port: number;
  dynamoPort: number;
  s3Port: number;
  eventsPort: number;
  smtpPort: number;
}

export interface TestRuntime {
  runtime: Runtime;
  ports: TestRuntimePorts;
  /** Stops the runtime and removes its data dir (kept with KEEP_RUNTIME_DATA=1). */
  teardown(): Promise<void>;
}

/**
 * Starts one embedded runtime for a whole test run, on free ports and a fresh temporary data dir,
 * so tests never touch a developer's `npm start` (its ports or its .data/). Its log goes to
 * <dataDir>/runtime.log; RUNTIME_LOG=1 prints it too, KEEP_RUNTIME_DATA=1 keeps the dir.
 */
export async function startTestRuntime(options: TestRuntimeOptions): Promise<TestRuntime> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), options.dataDirPrefix));
  const logFile = path.join(dataDir, 'runtime.log');
  const echo = process.env.RUNTIME_LOG === '1';
  // The handlers' one line per request would bury the test output; RUNTIME_LOG=1 shows them.
  if (!echo) process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // Rules' webhooks call receivers the tests run on 127.0.0.1, and retry in well under a second
  // (functions/src/kernel/environment.ts, infra/local/agendamentos.ts).
  process.env.WEBHOOKS_PERMITIR_REDE_PRIVADA ??= 'S';
  process.env.WEBHOOKS_BACKOFF_BASE_MS ??= '300';
  process.env.AGENDAMENTOS_INTERVALO_MS ??= '200';
  const [port, dynamoPort, s3Port, eventsPort, smtpPort] = await freePorts(5);
  let runtime: Runtime;
  let stopped = false;
  try {
    runtime = await startRuntime({
      dataDir,
      port,
      dynamoPort,
      s3Port,
      eventsPort,
      smtpPort,
      web: options.web,
      // Its data dir goes away with the run and it is never restarted: no file database needed.
      dynamoEmMemoria: true,
      log: (line) => {
        // A late line (a socket's $disconnect still finishing) may come after teardown removed the dir.
        if (stopped) return;
        appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
        if (echo) console.log(line);
      },
    });
  } catch (error) {
    console.error(`runtime local não iniciou; log em ${logFile}`);
    throw error;
  }

  return {
    runtime,
    ports: { port, dynamoPort, s3Port, eventsPort, smtpPort },
    teardown: async () => {
      await runtime.stop();
      stopped = true;
      if (process.env.KEEP_RUNTIME_DATA === '1') console.log(`dados e log do ${options.label} em ${dataDir}`);
      else await rm(dataDir, { recursive: true, force: true });
    },
  };
}
