import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, found from this file so the runtime works from any working directory. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Lambda entries in lambdas.ts are relative to functions/src. */
export const functionsSrc = path.join(repoRoot, 'functions', 'src');

export const webDir = path.join(repoRoot, 'web');

export const relativeToRepo = (file: string): string => path.relative(repoRoot, file);
