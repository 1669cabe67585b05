import type { TestProject } from 'vitest/node';
import { startTestRuntime } from '../../tests/support/testRuntime';

/**
 * Starts the embedded runtime with the built SPA on free ports and a fresh temporary data dir,
 * so browser tests never touch a developer's `npm start` (see tests/support/testRuntime.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { runtime, ports, teardown } = await startTestRuntime({
    web: 'dist',
    dataDirPrefix: 'workflow-e2e-',
    label: 'runtime',
  });
  project.provide('baseUrl', runtime.baseUrl);
  // The *_PORT variables of `npm start`, for tests that run the operator CLI against this runtime.
  project.provide('portasRuntime', {
    PORT: String(ports.port),
    DYNAMODB_PORT: String(ports.dynamoPort),
    S3_PORT: String(ports.s3Port),
    EVENTS_PORT: String(ports.eventsPort),
    SMTP_PORT: String(ports.smtpPort),
  });
  return teardown;
}
