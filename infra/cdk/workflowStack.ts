import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { type Construct } from 'constructs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AssistenteIa } from './assistenteIa';
import { createArquivosBucket, createSiteBucket } from './buckets';
import { WorkflowDistribution } from './distribution';
import { spaBasePath } from './edgeFunctions';
import { WorkflowEventBus } from './eventBus';
import { WorkflowHttpApi } from './httpApi';
import type { LambdaCode } from './lambdaFunction';
import { lambdaEnvironment } from './lambdaEnvironment';
import { OutboxStream } from './outboxStream';
import { deploySite } from './siteDeployment';
import { WorkflowTable } from './table';
import { WorkflowWebSocketApi, webSocketStageName } from './webSocketApi';
import { WorkflowFunctions } from './workflowFunctions';

export interface WorkflowStackProps extends StackProps {
  /** Deployment stage (dev, prod, ...): names the bus so stages can share an account. */
  stage: string;
  lambdaCode: LambdaCode;
  webDistDir: string;
  /** Sender of the account e-mails: an identity verified in SES. */
  mail: { from?: string };
  /**
   * "Entrar com Google": the OAuth client id registered at Google (context googleClientId) and,
   * optionally, another OpenID issuer. Absent: no Google sign-in (tenants cannot turn it on).
   */
  google?: { clientId: string; issuer?: string };
}

/**
 * The whole product in one stack. Order matters only where a value is needed: the APIs and the
 * distribution exist before the Lambdas (whose environment names them), and routes, rules and
 * the Stream subscription are attached once the Lambdas exist.
 */
export class WorkflowStack extends Stack {
  /** Exposed so tests can find each Lambda's logical id. */
  readonly functions: WorkflowFunctions;
  readonly assistenteIa: AssistenteIa;

  constructor(scope: Construct, id: string, props: WorkflowStackProps) {
    super(scope, id, props);

    const { table } = new WorkflowTable(this, 'Data');
    const siteBucket = createSiteBucket(this, 'SiteBucket');
    const httpApi = new WorkflowHttpApi(this, 'HttpApi');
    const webSocketApi = new WorkflowWebSocketApi(this, 'WebSocketApi');
    const distribution = new WorkflowDistribution(this, 'Cdn', {
      siteBucket,
      httpApiDomainName: httpApi.domainName,
      webSocketApiDomainName: webSocketApi.domainName,
      webSocketStageName,
      // The files bucket is named by CloudFormation and its CORS names the distribution, so the
      // CSP cannot name the bucket itself (a cycle): any bucket of this region, by host.
      filesOrigins: [`https://*.s3.${this.region}.amazonaws.com`],
    });
    const siteOrigin = `https://${distribution.domainName}`;
    const arquivosBucket = createArquivosBucket(this, 'ArquivosBucket', { siteOrigin });
    const events = new WorkflowEventBus(this, 'Events', { eventBusName: `workflow-${props.stage}` });

    // Encrypts the tenants' webhook secrets at rest (functions/src/lib/cifraSegredos.ts); the
    // Lambdas get it through a dynamic reference, so it is in no template or asset.
    const chaveSegredos = new Secret(this, 'ChaveSegredos', {
      description: 'Chave que cifra os segredos de webhook dos ambientes',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    // The Google client's secret, in Secrets Manager: the operator puts the real value in it after
    // the first deploy (the generated one fails at Google's token endpoint, failing the logins
    // safely); only the auth Lambda reads it (adapters/provedorOidcDoAmbiente.ts).
    const segredoGoogle = props.google
      ? new Secret(this, 'SegredoClienteGoogle', {
          description: 'Segredo do cliente OAuth do Google (GOOGLE_CLIENT_SECRET): troque o valor gerado pelo real',
          generateSecretString: { passwordLength: 32, excludePunctuation: true },
        })
      : undefined;

    this.functions = new WorkflowFunctions(this, 'Functions', {
      code: props.lambdaCode,
      environment: lambdaEnvironment({
        tableName: table.tableName,
        bucketArquivos: arquivosBucket.bucketName,
        eventBusName: events.bus.eventBusName,
        appUrl: siteOrigin,
        cdnOriginSecret: distribution.originSecret,
        wsManagementEndpoint: webSocketApi.managementEndpoint,
        mailFrom: props.mail.from,
        chaveSegredos: chaveSegredos.secretValue.unsafeUnwrap(),
        google:
          props.google && segredoGoogle ? { ...props.google, clientSecretArn: segredoGoogle.secretArn } : undefined,
      }),
    });
    const functions = this.functions;

    httpApi.addRoutes(functions.http);
    webSocketApi.addRoutes(functions.webSocket);
    events.addRules(functions.consumers);
    events.addSchedules(functions.consumers);
    new OutboxStream(this, 'Outbox', { table, publisher: functions.outboxPublisher });

    // Least privilege: each grant names who needs it and why.
    for (const fn of functions.all) table.grantReadWriteData(fn);
    for (const fn of Object.values(functions.http)) arquivosBucket.grantReadWrite(fn); // presigned URLs, deletes
    // A deleted flow's clean-up lists and deletes its cards' objects (consumers/limpeza.ts).
    arquivosBucket.grantRead(functions.consumers.limpeza);
    arquivosBucket.grantDelete(functions.consumers.limpeza);
    for (const fn of [functions.webSocket, functions.consumers['realtime-fanout']]) {
      webSocketApi.stage.grantManagementApiAccess(fn); // posts to @connections, and closes sockets of ended sessions (DELETE)
    }
    events.bus.grantPutEventsTo(functions.outboxPublisher); // the only publisher: the outbox
    segredoGoogle?.grantRead(functions.http.auth); // the Google callback's code exchange
    // The AI consumer: its model key (Secrets Manager), the dictated audio, its alarms.
    this.assistenteIa = new AssistenteIa(this, 'AssistenteIa', {
      consumidor: functions.consumers.ia,
      arquivos: arquivosBucket,
    });
    // The account e-mails go out through SES (functions/src/adapters/mailerSes.ts), from any
    // identity verified in this account and region (MAIL_FROM names which).
    functions.consumers.email.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      }),
    );

    deploySite(this, 'SiteDeployment', {
      webDistDir: props.webDistDir,
      siteBucket,
      distribution: distribution.distribution,
    });

    new CfnOutput(this, 'SiteUrl', { value: `${siteOrigin}${spaBasePath}/` });
    new CfnOutput(this, 'ApiUrl', { value: `${siteOrigin}/api` });
    new CfnOutput(this, 'WebSocketUrl', { value: `wss://${distribution.domainName}/ws` });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'EventBusName', { value: events.bus.eventBusName });
  }
}
