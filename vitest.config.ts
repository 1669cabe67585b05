import { defineConfig } from 'vitest/config';

// The runtime's handlers log through Powertools, whose loggers read the level when their modules
// load (before the global set-up runs): set it here, in the main process. RUNTIME_LOG=1 shows all.
process.env.POWERTOOLS_LOG_LEVEL ??= process.env.RUNTIME_LOG === '1' ? 'INFO' : 'WARN';

/**
 * Unit and integration tests of shared/, functions/, infra/ and tests/. One embedded runtime
 * (tests/support/globalSetup.ts) serves every integration test; its URL comes through inject('baseUrl').
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', '{shared,functions,infra}/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/cdk.out/**', '**/dist/**'],
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
