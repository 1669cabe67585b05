import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { paths } from './paths';

/**
 * How every Lambda is bundled, in one place: the CDK construct (lambdaFunction.ts) hands these to
 * NodejsFunction, and the bundle-size budget (tests/cdk/tamanhoDosBundles.test.ts) and the bench
 * (bench/bundles.ts) build with esbuild's API from the same values, so what they measure is what
 * ships. Nothing here imports aws-cdk-lib: the test and the bench stay light.
 */

/** Goal of issue 8: every Lambda bundle is at most this many bytes minified (source map aside). */
export const LIMITE_BUNDLE_BYTES = 300 * 1024;

/**
 * Functions still over the goal, each with the ceiling it may not pass (its size when measured,
 * rounded up): a ratchet, so no bundle grows while the remaining cuts land (docs/decisions.md,
 * "Lambda bundle size"). Lower a ceiling when a cut lands; delete the entry once the function is
 * under LIMITE_BUNDLE_BYTES. A new function gets no entry: it starts within the goal.
 */
export const TETOS_PROVISORIOS_BYTES: Readonly<Record<string, number>> = {
  auth: 550 * 1024,
  usuarios: 570 * 1024,
  clientes: 550 * 1024,
  fluxos: 590 * 1024,
  etapas: 420 * 1024,
  etiquetas: 400 * 1024,
  instancias: 890 * 1024,
  cards: 900 * 1024,
  // The chat's attachments need the S3 client and its presigner, like cards (docs/decisions.md, "In-flow chat").
  chat: 600 * 1024,
  'realtime-ws': 360 * 1024,
  'realtime-fanout': 380 * 1024,
  email: 590 * 1024,
  atividades: 350 * 1024,
  limpeza: 540 * 1024,
};

/** The bundle is ESM, yet CommonJS dependencies still call require(): give them one. */
export const createRequireBanner =
  "import { createRequire as __wfCreateRequire } from 'node:module'; const require = __wfCreateRequire(import.meta.url);";

export const bundlingLambda = {
  format: 'esm',
  // Bundles target node20 (the toolchain's Node); the nodejs22.x runtime runs them unchanged.
  target: 'node20',
  // ESM builds first: they are the ones bundlers can tree-shake.
  mainFields: ['module', 'main'],
  banner: createRequireBanner,
  minify: true,
  sourceMap: true,
  // Maps give file:line in stack traces; leaving sources out keeps the asset small.
  sourcesContent: false,
  charset: 'utf8',
  // Bundle the AWS SDK too: the versions we test with are the versions that run, and
  // @aws-sdk/lib-dynamodb always matches its client.
  externalModules: [] as string[],
  /**
   * Lambda's credentials are always in its environment: the SDK's default provider chain becomes
   * the environment provider alone (functions/src/app/credenciaisDaLambda.ts). Paths are relative
   * to the repository root, esbuild's working directory.
   */
  alias: { '@aws-sdk/credential-provider-node': './functions/src/app/credenciaisDaLambda.ts' } as Record<string, string>,
} as const;

/**
 * The esbuild options NodejsFunction derives from `bundlingLambda` (its command line: --bundle
 * --platform=node --outfile=index.mjs plus the fields above; CDK runs it from the repository root), for an entry relative to functions/src.
 */
export function opcoesEsbuild(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [path.join(paths.functionsSrc, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: bundlingLambda.format,
    target: bundlingLambda.target,
    mainFields: [...bundlingLambda.mainFields],
    banner: { js: bundlingLambda.banner },
    minify: bundlingLambda.minify,
    sourcemap: bundlingLambda.sourceMap,
    sourcesContent: bundlingLambda.sourcesContent,
    charset: bundlingLambda.charset,
    external: [...bundlingLambda.externalModules],
    alias: { ...bundlingLambda.alias },
    absWorkingDir: paths.repoRoot,
    logLevel: 'silent',
  };
}
