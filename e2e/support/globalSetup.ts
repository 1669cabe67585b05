import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRuntime, type Runtime } from '../../infra/local/runtime';

/** A port nothing listens on right now: bind to port 0, read what the OS chose, release it. */
function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const servidor = net.createServer();
    servidor.once('error', reject);
    servidor.listen(0, '127.0.0.1', () => {
      const endereco = servidor.address();
      const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
      servidor.close(() => resolve(porta));
    });
  });
}

async function portasLivres(quantidade: number): Promise<number[]> {
  const portas = new Set<number>();
  while (portas.size < quantidade) portas.add(await portaLivre());
  return [...portas];
}

/**
 * Starts the embedded runtime with the built SPA on free ports and a fresh temporary data dir,
 * so browser tests never touch a developer's `npm start`. Log: <dataDir>/runtime.log
 * (RUNTIME_LOG=1 echoes it; KEEP_RUNTIME_DATA=1 keeps the dir).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'workflow-e2e-'));
  const arquivoLog = path.join(dataDir, 'runtime.log');
  const ecoar = process.env.RUNTIME_LOG === '1';
  const [port, dynamoPort, s3Port, eventsPort, smtpPort] = await portasLivres(5);
  let runtime: Runtime;
  try {
    runtime = await startRuntime({
      dataDir,
      port,
      dynamoPort,
      s3Port,
      eventsPort,
      smtpPort,
      web: 'dist',
      log: (linha) => {
        appendFileSync(arquivoLog, `${new Date().toISOString()} ${linha}\n`);
        if (ecoar) console.log(linha);
      },
    });
  } catch (erro) {
    console.error(`runtime local não iniciou; log em ${arquivoLog}`);
    throw erro;
  }
  project.provide('baseUrl', runtime.baseUrl);
  // The *_PORT variables of `npm start`, for tests that run the operator CLI against this runtime.
  project.provide('portasRuntime', {
    PORT: String(port),
    DYNAMODB_PORT: String(dynamoPort),
    S3_PORT: String(s3Port),
    EVENTS_PORT: String(eventsPort),
    SMTP_PORT: String(smtpPort),
  });

  return async () => {
    await runtime.stop();
    if (process.env.KEEP_RUNTIME_DATA === '1') console.log(`dados e log do runtime em ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  };
}
