import type { LocalEndpoints } from '../../infra/local/handlerEnvironment';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the embedded runtime started by tests/support/globalSetup.ts, e.g. http://localhost:41234. */
    baseUrl: string;
    /** Every local service's endpoint, for tests that talk to DynamoDB, EventBridge or SMTP directly. */
    endpoints: LocalEndpoints;
  }
}
