import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumerLambdas, httpLambdas, outboxPublisherLambda, webSocketLambda } from '@wf/functions/app/lambdas';
import { createWorkflowLambda } from '../../infra/cdk/lambdaFunction';
import { paths } from '../../infra/cdk/paths';

/**
 * One real esbuild bundle guards the bundling settings (ESM, createRequire shim, handler export).
 * Every entry is bundled by `npm run synth`; here only the first that exists, to stay fast.
 */
const entries = [
  ...Object.values(httpLambdas).map((lambda) => lambda.entry),
  webSocketLambda.entry,
  ...Object.values(consumerLambdas).map((lambda) => lambda.entry),
  outboxPublisherLambda.entry,
];
const existingEntry = entries.find((entry) => fs.existsSync(path.join(paths.functionsSrc, entry)));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.skipIf(!existingEntry)('esbuild bundling', () => {
  it('bundles a handler into an ESM module that loads and exports handler', async () => {
    // Under the repository: the bundle leaves the AWS SDK to the Lambda runtime, and here node_modules stands in for it.
    const cache = path.join(paths.repoRoot, 'node_modules', '.cache');
    fs.mkdirSync(cache, { recursive: true });
    const outdir = fs.mkdtempSync(path.join(cache, 'workflow-bundle-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'BundlingProbe');
    createWorkflowLambda(stack, 'Probe', {
      entry: existingEntry ?? '',
      description: 'probe',
      environment: {},
      code: 'esbuild',
      timeout: Duration.seconds(10),
      memorySize: 128,
    });

    const template = Template.fromStack(stack);
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function'));
    const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
    const bundle = path.join(outdir, `asset.${assetHash}`, 'index.mjs');

    expect(fn.Properties.Handler).toBe('index.handler');
    const codigo = fs.readFileSync(bundle, 'utf8');
    expect(codigo).toMatch(/^import \{ createRequire as __wfCreateRequire \}/);
    // NodejsFunction got the external modules: the SDK client is imported, not inlined.
    expect(codigo).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
    expect(codigo).not.toMatch(/DynamoDB_20120810/);
    for (const name of ['TABLE_NAME', 'BUCKET_ARQUIVOS', 'EVENT_BUS_NAME', 'APP_URL']) vi.stubEnv(name, 'probe');
    const loaded = (await import(pathToFileURL(bundle).href)) as { handler?: unknown };
    expect(typeof loaded.handler).toBe('function');
    fs.rmSync(outdir, { recursive: true, force: true });
  }, 120_000);
});
