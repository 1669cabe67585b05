import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of shared/, functions/, infra/ and tests/. One embedded runtime
 * (tests/support/globalSetup.ts) serves every integration test; its URL comes through inject('baseUrl').
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', '{shared,functions,infra}/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/cdk.out/**', '**/dist/**'],
    globalSetup: ['tests/support/globalSetup.ts'],
    // Handlers imported by a test log through Powertools: only warnings and errors, unless asked.
    env: { POWERTOOLS_LOG_LEVEL: process.env.RUNTIME_LOG === '1' ? 'INFO' : 'WARN' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
