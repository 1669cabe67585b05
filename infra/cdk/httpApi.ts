import { Aws } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { HttpLambdaName } from '@wf/functions/app/lambdas';
import { defaultRouteLambda, routeGroups, type RouteGroup } from '@wf/functions/app/routeGroups';

/**
 * The HTTP API, generated from the route table. The API exists first (CloudFront and the
 * Lambdas' APP_URL need its address); routes are added once the Lambdas exist.
 */
export class WorkflowHttpApi extends Construct {
  readonly api: HttpApi;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Same origin through CloudFront, so no CORS; the $default stage serves /api/... as is.
    this.api = new HttpApi(this, 'Api', {
      description: 'API do Workflow (grupos de rotas de functions/src/app/routeGroups.ts)',
    });
  }

  /** Host name of the API, for CloudFront's origin. */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  /**
   * One `ANY` route per group of the route table (routeGroups.ts), not one per table entry, and
   * one integration per Lambda: the stack's size follows the prefixes, not the routes. The
   * groups are a parameter so a test can show the count does not grow with the table.
   */
  addRoutes(handlers: Record<HttpLambdaName, IFunction>, groups: readonly RouteGroup[] = routeGroups): void {
    const integrations = new Map<HttpLambdaName, HttpLambdaIntegration>();
    const integrationOf = (lambda: HttpLambdaName): HttpLambdaIntegration => {
      let integration = integrations.get(lambda);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${lambda}-integration`, handlers[lambda], {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
          // One invoke permission per Lambda instead of one per route: with hundreds of routes,
          // per-route permissions would outgrow the Lambda resource policy size limit.
          scopePermissionToRoute: false,
        });
        integrations.set(lambda, integration);
      }
      return integration;
    };

    for (const group of groups) {
      new HttpRoute(this, `ANY ${group.path}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(group.path, HttpMethod.ANY),
        integration: integrationOf(group.lambda),
      });
    }
    // A path no group covers reaches a domain Lambda as routeKey $default; its router answers
    // 404 RotaNaoEncontrada, as the local gateway does, instead of API Gateway's own body.
    new HttpRoute(this, 'rota-nao-encontrada', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrationOf(defaultRouteLambda),
    });
  }
}
