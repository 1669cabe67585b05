import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRuntime, type Runtime } from '../../infra/local/runtime';
import { freePorts } from './freePort';

/**
 * Starts one embedded runtime for the whole test run, on free ports and a fresh temporary data
 * dir, so tests never touch a developer's `npm start` (its ports or its .data/). Its log goes to
 * <dataDir>/runtime.log; RUNTIME_LOG=1 prints it too, KEEP_RUNTIME_DATA=1 keeps the dir.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'workflow-tests-'));
  const logFile = path.join(dataDir, 'runtime.log');
  const echo = process.env.RUNTIME_LOG === '1';
  const [port, dynamoPort, s3Port, eventsPort, smtpPort] = await freePorts(5);
  let runtime: Runtime;
  try {
    runtime = await startRuntime({
      dataDir,
      port,
      dynamoPort,
      s3Port,
      eventsPort,
      smtpPort,
      web: 'none',
      log: (line) => {
        appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
        if (echo) console.log(line);
      },
    });
  } catch (error) {
    console.error(`runtime local não iniciou; log em ${logFile}`);
    throw error;
  }
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('endpoints', runtime.endpoints);

  return async () => {
    await runtime.stop();
    if (process.env.KEEP_RUNTIME_DATA === '1') console.log(`dados e log do runtime de testes em ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  };
}
