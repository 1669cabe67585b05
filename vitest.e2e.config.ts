import { defineConfig } from 'vitest/config';

// The runtime's handlers log through Powertools, whose loggers read the level when their modules
// load (before the global set-up runs): set it here, in the main process. RUNTIME_LOG=1 shows all.
process.env.POWERTOOLS_LOG_LEVEL ??= process.env.RUNTIME_LOG === '1' ? 'INFO' : 'WARN';

/**
 * Browser tests of the SPA (e2e/). One embedded runtime serving the built SPA (web/dist) is
 * started for the whole run by e2e/support/globalSetup.ts; `npm run test:e2e` builds web first.
 *
 * Files run in parallel workers, each with its own Chromium, against that one runtime: every
 * test makes its own people and data through the API (e2e/support/contas.ts, cards.ts), and a
 * test that changes tenant-wide settings does it in a tenant of its own (support/operador.ts),
 * never in the shared demo tenant AVMB. Two workers: CI has two cores, which the runtime and the
 * browsers share (E2E_WORKERS overrides it on a bigger machine).
 *
 * No retries: a test that fails once is a bug, in the test (a wait on time instead of on a
 * condition) or in the product, to be found and fixed.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/globalSetup.ts'],
    fileParallelism: true,
    // A worker's files share its modules, so they share its Chromium (support/navegadorDoArquivo.ts)
    // and the support code is loaded once per worker instead of once per file.
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // A hang detector, not a speed check: every wait inside a test is bounded on its own (a poll
    // 10 s, a locator 15 s). Two workers give each test about half the two cores, so the longest
    // journeys (the diagram builder, the chat) take twice what they take alone.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // A page catches up with a change in well under a second on an idle machine; the two CI cores
    // also run the runtime and Chromium, so a poll waits up to 10 s (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
