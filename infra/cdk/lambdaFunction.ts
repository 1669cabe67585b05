import path from 'node:path';
import { type Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type Charset, NodejsFunction, type OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type Construct } from 'constructs';
import { bundlingLambda } from './lambdaBundling';
import { paths } from './paths';

/**
 * How Lambda code is produced. 'esbuild' bundles the real handler (what `npm run synth` and
 * `cdk deploy` use); 'placeholder' is for assertion tests only, which check wiring, not code,
 * and must not pay for (or depend on) bundling every handler.
 */
export type LambdaCode = 'esbuild' | 'placeholder';

export interface WorkflowLambdaProps {
  /** Path relative to functions/src, as listed in functions/src/app/lambdas.ts. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  code: LambdaCode;
  timeout: Duration;
  memorySize: number;
}

const placeholderSource =
  "exports.handler = async () => { throw new Error('placeholder code: synthesized for assertion tests only'); };";

export function createWorkflowLambda(scope: Construct, id: string, props: WorkflowLambdaProps): LambdaFunction {
  const common = {
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    timeout: props.timeout,
    memorySize: props.memorySize,
    environment: props.environment,
    logGroup: new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      // Logs are not tenant data; they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    }),
  };

  if (props.code === 'placeholder') {
    return new LambdaFunction(scope, id, {
      ...common,
      code: Code.fromInline(placeholderSource),
      handler: 'index.handler',
    });
  }

  return new NodejsFunction(scope, id, {
    ...common,
    entry: path.join(paths.functionsSrc, props.entry),
    handler: 'handler',
    projectRoot: paths.repoRoot,
    depsLockFilePath: paths.lockFile,
    // The options live in lambdaBundling.ts, shared with the bundle-size test and the bench.
    bundling: {
      forceDockerBundling: false,
      format: bundlingLambda.format as OutputFormat,
      target: bundlingLambda.target,
      mainFields: [...bundlingLambda.mainFields],
      banner: bundlingLambda.banner,
      minify: bundlingLambda.minify,
      sourceMap: bundlingLambda.sourceMap,
      sourcesContent: bundlingLambda.sourcesContent,
      charset: bundlingLambda.charset as Charset,
      externalModules: [...bundlingLambda.externalModules],
      esbuildArgs: {
        // NodejsFunction (aws-cdk-lib 2.276) takes `charset` but never passes it to esbuild.
        '--charset': bundlingLambda.charset,
      },
    },
  });
}
