import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute paths the stack needs, resolved from this file so synth works from any cwd. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const paths = {
  repoRoot,
  /** Lambda entries in functions/src/app/lambdas.ts are relative to this folder. */
  functionsSrc: path.join(repoRoot, 'functions', 'src'),
  /** esbuild resolves dependencies of every workspace through the root lock file. */
  lockFile: path.join(repoRoot, 'package-lock.json'),
  /** Output of the SPA build (`npm run build -w web`). */
  webDist: path.join(repoRoot, 'web', 'dist'),
  /** Root cdk.json: its context (feature flags) must also apply to the assertion tests. */
  cdkJson: path.join(repoRoot, 'cdk.json'),
} as const;
