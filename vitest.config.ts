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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
