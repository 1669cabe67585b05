/** Where the runtime writes its one-line messages (the terminal in `npm start`, a file in tests). */
export type Log = (line: string) => void;

/** Prefixes every line with the component, so a busy terminal stays readable. */
export const scoped =
  (log: Log, component: string): Log =>
  (line) =>
    log(`[${component}] ${line}`);

export const errorText = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
