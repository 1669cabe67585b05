import type { TestProject } from 'vitest/node';
import { startTestRuntime } from './testRuntime';

/** One embedded runtime, without the SPA, for every unit and integration test (see testRuntime.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { runtime, teardown } = await startTestRuntime({
    web: 'none',
    dataDirPrefix: 'workflow-tests-',
    label: 'runtime de testes',
  });
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('endpoints', runtime.endpoints);
  return teardown;
}
