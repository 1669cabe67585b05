import { App } from 'aws-cdk-lib';
import { paths } from './paths';
import { WorkflowStack } from './workflowStack';

/**
 * CDK entry point (root cdk.json: `npx tsx infra/cdk/app.ts`). Context, all optional:
 *   stage    deployment stage, default 'dev'
 *   mailFrom sender of account e-mails (an identity verified in SES), e.g. "Workflow <nao-responda@empresa.com.br>"
 *   googleClientId  the OAuth client id of "Entrar com Google" (its secret goes in Secrets Manager after deploy)
 *   googleIssuer    another OpenID issuer instead of https://accounts.google.com
 * Synth needs no AWS account: without CDK_DEFAULT_* the stack is environment-agnostic.
 */
const app = new App();

const stage = optionalContext(app, 'stage') ?? 'dev';
if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
  throw new Error(`Contexto "stage" inválido: "${stage}" (use letras minúsculas, dígitos e hífen).`);
}

new WorkflowStack(app, 'WorkflowStack', {
  stackName: `workflow-${stage}`,
  description: `Workflow (${stage}): SPA, API HTTP, WebSocket, tabela, barramento de eventos`,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  stage,
  lambdaCode: 'esbuild',
  webDistDir: paths.webDist,
  mail: { from: optionalContext(app, 'mailFrom') },
  google: googleDoContexto(),
});

function googleDoContexto() {
  const clientId = optionalContext(app, 'googleClientId');
  return clientId ? { clientId, issuer: optionalContext(app, 'googleIssuer') } : undefined;
}

function optionalContext(scope: App, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
