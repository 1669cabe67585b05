declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the runtime started by e2e/support/globalSetup.ts, e.g. http://localhost:41234. */
    baseUrl: string;
    /** PORT, DYNAMODB_PORT, S3_PORT, EVENTS_PORT and SMTP_PORT of that runtime. */
    portasRuntime: Record<string, string>;
  }
}

export {};
