import { defineConfig } from 'vitest/config';

// The runtime's handlers log through Powertools, whose loggers read the level when their modules
// load (before the global set-up runs): set it here, in the main process. RUNTIME_LOG=1 shows all.
process.env.POWERTOOLS_LOG_LEVEL ??= process.env.RUNTIME_LOG === '1' ? 'INFO' : 'WARN';

/**
 * Browser tests of the SPA (e2e/). One embedded runtime serving the built SPA (web/dist) is
 * started for the whole run by e2e/support/globalSetup.ts; `npm run test:e2e` builds web first.
 * Files run one after another: they share that runtime and one Chromium each.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // A page catches up with a change in well under a second on an idle machine; the two CI cores
    // also run the runtime and Chromium, so a poll waits up to 10 s (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // A failed browser test runs once more before it counts (Playwright's own runner retries in CI
    // too): on two busy cores a page can miss a timing a real regression misses every time. The
    // realtime board test's closing modal did so twice in a dozen runs (left in the closing note).
    retry: 1,
  },
});
