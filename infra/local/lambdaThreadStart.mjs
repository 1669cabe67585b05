// The entry of the functions' worker thread (threadedInvoker.ts), in plain JavaScript: it registers
// tsx's loader in the thread, then imports the TypeScript entry. (A worker given `--import tsx` in
// execArgv still fails on .ts under Node 20, and a runtime started by vitest has no tsx at all.)
import { register } from 'tsx/esm/api';

register();
await import('./lambdaThread.ts');
