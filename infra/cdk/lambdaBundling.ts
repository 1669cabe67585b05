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
 * Named exceptions to the goal, each with its reason (ADR 0034). The rules engine fills variables
 * in display formats, reduces rich text to plain text and sends rich-text e-mails (+4 KB); its
 * next cut is zod/mini for the shared schemas it loads through the card and stage entities.
 */
export const LIMITE_BUNDLE_POR_FUNCAO: Readonly<Record<string, number>> = { RegrasConsumer: 310 * 1024 };

export const limiteDoBundle = (funcao: string): number => LIMITE_BUNDLE_POR_FUNCAO[funcao] ?? LIMITE_BUNDLE_BYTES;

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
  /**
   * The AWS SDK v3 comes from the nodejs22.x runtime (/var/runtime/node_modules), as NodejsFunction
   * does by default for Node 18+ (it marks `@aws-sdk/*` external): the clients, @aws-sdk/core, the
   * presigner and the whole of @smithy/* (the runtime, signing, HTTP handler and the default
   * credential chain) stay out of every bundle. @aws-sdk/lib-dynamodb and @aws-sdk/util-dynamodb
   * stay IN the bundle (~15 KB): the runtime's list of included packages could not be confirmed
   * for them, and the document client works against whichever client-dynamodb it is given (its
   * peer). Trade-off in docs/adr/0034-lambda-bundle-budget.md.
   */
  externalModules: [
    '@aws-sdk/client-*',
    '@aws-sdk/core',
    '@aws-sdk/s3-request-presigner',
    '@aws-sdk/credential-provider-*',
    '@smithy/*',
  ] as string[],
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
    absWorkingDir: paths.repoRoot,
    logLevel: 'silent',
  };
}
