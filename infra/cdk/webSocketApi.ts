import { Aws } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { webSocketRoutes } from '@wf/functions/app/routes';

/** The stage is the only path API Gateway accepts for a WebSocket handshake. */
export const webSocketStageName = 'prod';

/**
 * The WebSocket API and its stage. Like the HTTP API it exists before the Lambdas (their
 * WS_MANAGEMENT_ENDPOINT points at it); the routes are added afterwards.
 */
export class WorkflowWebSocketApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Api', {
      description: 'Tempo real do Workflow (salas de fluxo, chat e notificações)',
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: webSocketStageName,
      autoDeploy: true,
    });
  }

  /** Host name of the API, for CloudFront's origin. */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  /** The @connections endpoint the fan-out posts to (https://<id>.execute-api.<region>.amazonaws.com/prod). */
  get managementEndpoint(): string {
    return this.stage.callbackUrl;
  }

  addRoutes(handler: IFunction): void {
    const integration = new WebSocketLambdaIntegration('ws-integration', handler);
    for (const routeKey of webSocketRoutes) {
      this.api.addRoute(routeKey, { integration });
    }
  }
}
