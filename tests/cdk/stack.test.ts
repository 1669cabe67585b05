import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { readEnvironment } from '@wf/functions/kernel/environment';
import { httpLambdas, type HttpLambdaName } from '@wf/functions/app/lambdas';
import { NAMESPACE_METRICAS, SERVICO_OBSERVABILIDADE } from '@wf/functions/kernel/nomesDeObservabilidade';
import { gruposDeRotas, routeGroups, type RouteGroup } from '@wf/functions/app/routeGroups';
import { createRouteMatcher } from '@wf/functions/app/routeMatcher';
import { routeKey, routes, webSocketRoutes, type RouteDef } from '@wf/functions/app/routes';
import { tableDefinition } from '@wf/functions/data/tableDefinition';
import { OUTBOX_SK } from '@wf/functions/data/repositories/outboxRepository';
import { agendamentos } from '@wf/functions/events/agendamentos';
import { eventRules, type EventRule } from '@wf/functions/events/rules';
import { WorkflowHttpApi } from '../../infra/cdk/httpApi';
import { logicalIdOf, resourcesOfType, synthWorkflowStack } from './synthWorkflowStack';

const { stack, template } = synthWorkflowStack();
const fnId = (fn: Parameters<typeof logicalIdOf>[1]) => logicalIdOf(stack, fn);
const getArn = (logicalId: string) => ({ 'Fn::GetAtt': [logicalId, 'Arn'] });

const apiIdOf = (protocol: 'HTTP' | 'WEBSOCKET'): string => {
  const [[id]] = resourcesOfType(template, 'AWS::ApiGatewayV2::Api').filter(
    ([, api]) => api.Properties.ProtocolType === protocol,
  );
  return id;
};
const routesOf = (apiId: string) =>
  resourcesOfType(template, 'AWS::ApiGatewayV2::Route').filter(([, route]) => route.Properties.ApiId.Ref === apiId);
/** A route's Target is "integrations/<Ref>": the integration resource it points to. */
const integrationOfRoute = (route: { Properties: { Target: unknown } }) => {
  const integrationId = JSON.stringify(route.Properties.Target).match(/"Ref":"([^"]+)"/)?.[1] ?? '';
  return { integrationId, integration: template.toJSON().Resources[integrationId] };
};
const policiesGranting = (action: string): string[] =>
  resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument.Statement).includes(`"${action}"`))
    .flatMap(([, policy]) => policy.Properties.Roles.map((role: { Ref: string }) => role.Ref));
const roleIdOf = (fn: Parameters<typeof logicalIdOf>[1]): string =>
  template.toJSON().Resources[fnId(fn)].Properties.Role['Fn::GetAtt'][0];

describe('table', () => {
  it('keys items by pk and sk strings, billed per request', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('declares every GSI of the definition with all attributes projected', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('expires items by the TTL attribute and streams new images', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: tableDefinition.streamViewType },
    });
  });

  it('survives stack deletion and keeps point-in-time recovery', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
    });
  });
});

describe('HTTP API', () => {
  const httpApiId = apiIdOf('HTTP');

  it('has exactly one payload 2.0 integration per HTTP Lambda', () => {
    const integrations = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration').filter(
      ([, integration]) => integration.Properties.ApiId.Ref === httpApiId,
    );
    const targets = integrations.map(([, integration]) => integration.Properties.IntegrationUri);
    const expected = (Object.keys(httpLambdas) as HttpLambdaName[]).map((name) =>
      getArn(fnId(stack.functions.http[name])),
    );
    expect(targets).toHaveLength(expected.length);
    expect(targets).toEqual(expect.arrayContaining(expected));
    for (const [, integration] of integrations) expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
  });

  it('has one ANY route per route group (not per table entry), each integrated with its Lambda', () => {
    const httpRoutes = routesOf(httpApiId).filter(([, r]) => r.Properties.RouteKey !== '$default');
    expect(httpRoutes).toHaveLength(routeGroups.length);
    expect(httpRoutes.length).toBeLessThan(routes.length / 2);
    for (const group of routeGroups) {
      const matching = httpRoutes.filter(([, r]) => r.Properties.RouteKey === `ANY ${group.path}`);
      expect(matching, group.path).toHaveLength(1);
      const { integration } = integrationOfRoute(matching[0][1]);
      expect(integration.Properties.IntegrationUri, group.path).toEqual(
        getArn(fnId(stack.functions.http[group.lambda])),
      );
    }
  });

  it("reaches every table route through exactly one deployed route, integrated with the route's Lambda", () => {
    const deployed = routesOf(httpApiId)
      .filter(([, r]) => r.Properties.RouteKey !== '$default')
      .map(([, r]) => {
        const [method, path] = (r.Properties.RouteKey as string).split(' ');
        return { match: createRouteMatcher([{ method, path }]), route: r };
      });
    for (const route of routes) {
      const samplePath = route.path.replace(/\{[^}]+\}/g, 'x1');
      const reaching = deployed.filter((d) => d.match(route.method, samplePath));
      expect(reaching, routeKey(route)).toHaveLength(1);
      expect(integrationOfRoute(reaching[0].route).integration.Properties.IntegrationUri, routeKey(route)).toEqual(
        getArn(fnId(stack.functions.http[route.lambda])),
      );
    }
  });
});

describe('stack size', () => {
  /** The HTTP API alone, in a bare stack, for a given set of route groups. */
  const httpApiResources = (groups: readonly RouteGroup[]): number => {
    const bare = new Stack(new App(), 'Bare');
    const handlers = Object.fromEntries(
      (Object.keys(httpLambdas) as HttpLambdaName[]).map((name) => [
        name,
        new LambdaFunction(bare, name, {
          runtime: Runtime.NODEJS_22_X,
          handler: 'index.handler',
          code: Code.fromInline('export {}'),
        }),
      ]),
    ) as Record<HttpLambdaName, LambdaFunction>;
    new WorkflowHttpApi(bare, 'Http').addRoutes(handlers, groups);
    return Object.keys(Template.fromStack(bare).toJSON().Resources).length;
  };

  // Resources grow with the Lambdas (about 8 each: function, role, policy, logs, integration...),
  // not with the routes; 320 leaves room for the few Lambdas still to come before a split is due.
  it('stays well under the 500 resources of a CloudFormation stack', () => {
    expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(320);
  });

  it('does not grow with the route table: 400 more routes under the same prefixes add no resource', () => {
    const more: RouteDef[] = routeGroups
      .filter((group) => group.path.endsWith('/{proxy+}'))
      .flatMap((group) =>
        Array.from({ length: 20 }, (_, i) => ({
          method: 'GET' as const,
          path: `${group.path.replace('/{proxy+}', '')}/nova-${i}/{id}`,
          lambda: group.lambda,
          acesso: 'sessao' as const,
        })),
      );
    expect(more.length).toBeGreaterThanOrEqual(400);
    expect(httpApiResources(gruposDeRotas([...routes, ...more]))).toBe(httpApiResources(routeGroups));
  });
});

describe('HTTP API fallback', () => {
  it('sends paths no route serves to a domain Lambda ($default), which answers RotaNaoEncontrada', () => {
    const fallback = routesOf(apiIdOf('HTTP')).filter(([, r]) => r.Properties.RouteKey === '$default');
    expect(fallback).toHaveLength(1);
    const { integration } = integrationOfRoute(fallback[0][1]);
    expect(integration.Properties.IntegrationUri).toEqual(getArn(fnId(stack.functions.http.auth)));
  });
});

describe('WebSocket API', () => {
  const webSocketApiId = apiIdOf('WEBSOCKET');

  it('sends $connect, $disconnect and $default to the WebSocket Lambda', () => {
    const wsRoutes = routesOf(webSocketApiId);
    expect(wsRoutes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual([...webSocketRoutes].sort());
    for (const [, route] of wsRoutes) {
      const { integration } = integrationOfRoute(route);
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(`"${fnId(stack.functions.webSocket)}"`);
    }
  });

  it('deploys the prod stage automatically', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: webSocketApiId },
      StageName: 'prod',
      AutoDeploy: true,
    });
  });
});

describe('event bus', () => {
  const busId = resourcesOfType(template, 'AWS::Events::EventBus')[0][0];
  const todasAsRegras = resourcesOfType(template, 'AWS::Events::Rule');
  const rules = todasAsRegras.filter(([, rule]) => rule.Properties.EventPattern);
  const agendadas = todasAsRegras.filter(([, rule]) => rule.Properties.ScheduleExpression);

  it('runs each scheduled consumer on its schedule, on the default bus', () => {
    expect(agendadas).toHaveLength(agendamentos.length);
    for (const a of agendamentos) {
      const [regra] = agendadas.filter(
        ([, r]) =>
          r.Properties.Targets[0].Arn &&
          JSON.stringify(r.Properties.Targets[0].Arn) ===
            JSON.stringify(getArn(fnId(stack.functions.consumers[a.consumer]))),
      );
      expect(regra, a.name).toBeDefined();
      expect(regra[1].Properties.ScheduleExpression).toBe(
        `rate(${a.intervaloMinutos} minute${a.intervaloMinutos > 1 ? 's' : ''})`,
      );
      expect(regra[1].Properties.EventBusName).toBeUndefined();
    }
  });

  it('has one rule per event rule, on the custom bus', () => {
    expect(rules).toHaveLength(eventRules.length);
    for (const [, rule] of rules) expect(rule.Properties.EventBusName).toEqual({ Ref: busId });
  });

  const regras: readonly EventRule[] = eventRules;
  const ruleOf = (eventRule: EventRule) => {
    // The data pattern is EventBridge's own JSON ({ prefix } included), so it must appear verbatim.
    const matching = rules.filter(
      ([, rule]) => JSON.stringify(rule.Properties.EventPattern) === JSON.stringify(eventRule.pattern),
    );
    expect(matching, eventRule.name).toHaveLength(1);
    return matching[0][1];
  };
  const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping');
  /** The queues a batched consumer reads: those of its function's event source mappings. */
  const batchQueuesOf = (consumer: EventRule['consumer']) =>
    mappings
      .filter(([, m]) => m.Properties.FunctionName.Ref === fnId(stack.functions.consumers[consumer]))
      .map(([, m]) => ({ mapping: m, queueId: m.Properties.EventSourceArn['Fn::GetAtt'][0] as string }));

  it("matches each rule's pattern and delivers to its consumer (or its batch queues) with retries and a DLQ", () => {
    for (const eventRule of regras) {
      const { Targets } = ruleOf(eventRule).Properties;
      expect(Targets.map((t: { Arn: unknown }) => t.Arn)).toEqual(
        eventRule.lote
          ? batchQueuesOf(eventRule.consumer).map(({ queueId }) => getArn(queueId))
          : [getArn(fnId(stack.functions.consumers[eventRule.consumer]))],
      );
      for (const target of Targets) {
        expect(target.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
        expect(target.DeadLetterConfig.Arn).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
      }
    }
  });

  it('sends every rule the bus event itself, to one target', () => {
    for (const rule of regras) {
      const { Targets } = ruleOf(rule).Properties;
      expect(Targets, rule.name).toHaveLength(1);
      expect(Targets[0].InputTransformer, rule.name).toBeUndefined();
    }
  });

  it('gives the realtime fan-out one whole vCPU (1,769 MB, the most its one thread uses) and the other consumers 512 MB', () => {
    const memoria = (consumer: EventRule['consumer']) =>
      template.toJSON().Resources[fnId(stack.functions.consumers[consumer])].Properties.MemorySize;
    for (const consumer of new Set(regras.map((rule) => rule.consumer))) {
      expect(memoria(consumer), consumer).toBe(consumer === 'realtime-fanout' ? 1769 : 512);
    }
  });

  const dlqArns = new Set(rules.map(([, rule]) => JSON.stringify(rule.Properties.Targets[0].DeadLetterConfig.Arn)));

  it('parks an event whose consumer keeps throwing in the same DLQ, not in silence', () => {
    expect(dlqArns.size).toBe(1);
    const configs = resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig');
    for (const consumer of new Set(regras.map((rule) => rule.consumer))) {
      const config = configs.find(
        ([, c]) => c.Properties.FunctionName.Ref === fnId(stack.functions.consumers[consumer]),
      );
      // A consumer fed in batches is not invoked asynchronously: its queue retries and parks instead.
      if (regras.some((rule) => rule.consumer === consumer && rule.lote)) {
        expect(config, consumer).toBeUndefined();
        continue;
      }
      expect(config, consumer).toBeDefined();
      expect(config?.[1].Properties).toMatchObject({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 6 * 3600 });
      expect(JSON.stringify(config?.[1].Properties.DestinationConfig.OnFailure.Destination)).toBe([...dlqArns][0]);
    }
  });

  it('feeds a rule with lote to its consumer through an encrypted SQS queue, in batches, retrying only the failed records', () => {
    const batched = regras.filter((rule) => rule.lote);
    expect(batched.map((rule) => [rule.consumer, rule.lote])).toEqual([
      ['realtime-fanout', { tamanho: 10, concorrencia: 2 }],
      ['regras', { tamanho: 10, concorrencia: 16, recebimentosMaximos: 30 }],
      ['regras', { tamanho: 10, concorrencia: 16, recebimentosMaximos: 30 }],
    ]);
    // One queue per consumer, whatever the number of its rules.
    const consumidores = [...new Map(batched.map((rule) => [rule.consumer, rule])).values()];
    const queues = consumidores.flatMap((rule) => batchQueuesOf(rule.consumer).map((q) => ({ rule, ...q })));
    expect(queues).toHaveLength(2);
    for (const { rule, mapping, queueId } of queues) {
      expect(mapping.Properties).toMatchObject({
        BatchSize: rule.lote?.tamanho,
        // At least 2, the event source mapping's least maximum concurrency.
        ScalingConfig: { MaximumConcurrency: Math.max(2, rule.lote?.concorrencia ?? 0) },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      const queue = template.toJSON().Resources[queueId];
      const timeout = template.toJSON().Resources[fnId(stack.functions.consumers[rule.consumer])].Properties.Timeout;
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
      expect(queue.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
      // A message that failed its receives (5 unless the rule says) joins the bus's other failed deliveries.
      expect(queue.Properties.RedrivePolicy).toEqual({
        deadLetterTargetArn: JSON.parse([...dlqArns][0]),
        maxReceiveCount: rule.lote?.recebimentosMaximos ?? 5,
      });
    }
  });

  it("feeds the rules engine from one queue (both its rules), at most 16 invocations at once, and lets it defer a record's visibility", () => {
    const filas = batchQueuesOf('regras');
    expect(filas).toHaveLength(1);
    const arn = getArn(filas[0]!.queueId);
    for (const rule of regras.filter((r) => r.consumer === 'regras'))
      expect(ruleOf(rule).Properties.Targets.map((t: { Arn: unknown }) => t.Arn)).toEqual([arn]);
    expect(filas[0]!.mapping.Properties).toMatchObject({ BatchSize: 10, ScalingConfig: { MaximumConcurrency: 16 } });
    // Each deferral is one receive more: the redrive leaves room for a storm's (ritmoTenant.ts).
    expect(template.toJSON().Resources[filas[0]!.queueId].Properties.RedrivePolicy.maxReceiveCount).toBe(30);
    // The engine changes the visibility of the records it defers (adapters/filaLote.ts), on its own queue only.
    const role = roleIdOf(stack.functions.consumers.regras);
    const statements = resourcesOfType(template, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: { Ref?: string }) => r.Ref === role))
      .flatMap(
        ([, p]) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>,
      );
    const muda = statements.filter((st) => [st.Action].flat().includes('sqs:ChangeMessageVisibility'));
    expect(muda.map((st) => st.Resource)).toEqual([arn]);
  });
});

describe('outbox stream', () => {
  it('feeds only inserted outbox items from the Stream to the publisher', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId(stack.functions.outboxPublisher) },
      EventSourceArn: { 'Fn::GetAtt': [Match.anyValue(), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { NewImage: { [tableDefinition.sortKey]: { S: [OUTBOX_SK] } } },
            }),
          },
        ],
      },
    });
  });

  it('bisects failing batches, retries and parks what still fails in a DLQ', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: Match.anyValue(),
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] } } },
    });
  });
});

describe('buckets', () => {
  it('blocks every kind of public access on every bucket', () => {
    const buckets = resourcesOfType(template, 'AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThanOrEqual(2);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('denies non-TLS access to every bucket', () => {
    const policies = resourcesOfType(template, 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(resourcesOfType(template, 'AWS::S3::Bucket').length);
    for (const [, policy] of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('accepts presigned PUT uploads from the site origin only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: Match.arrayWith(['PUT']),
            AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] }],
          }),
        ],
      },
    });
  });

  it('expires what is left under the pending uploads prefix (never served, confirmed uploads are copied out)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: [Match.objectLike({ Prefix: 'pendentes/', ExpirationInDays: 1, Status: 'Enabled' })],
      },
    });
  });
});

describe('Lambdas', () => {
  const lambdas = resourcesOfType(template, 'AWS::Lambda::Function');

  it('creates one function per entry of lambdas.ts, on nodejs22.x arm64', () => {
    expect(lambdas).toHaveLength(stack.functions.all.length);
    for (const [, fn] of lambdas) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
    }
  });

  it('sets every variable readEnvironment requires', () => {
    for (const [id, fn] of lambdas) {
      const variables = Object.fromEntries(Object.keys(fn.Properties.Environment.Variables).map((name) => [name, 'x']));
      expect(() => readEnvironment(variables), id).not.toThrow();
    }
  });

  it('names the Powertools service, metrics namespace and log level as the code does', () => {
    for (const [id, fn] of lambdas) {
      expect(fn.Properties.Environment.Variables, id).toMatchObject({
        POWERTOOLS_SERVICE_NAME: SERVICO_OBSERVABILIDADE,
        POWERTOOLS_METRICS_NAMESPACE: NAMESPACE_METRICAS,
        POWERTOOLS_LOG_LEVEL: 'INFO',
      });
    }
    expect([SERVICO_OBSERVABILIDADE, NAMESPACE_METRICAS]).toEqual(['workflow', 'Workflow']);
  });

  it('grants events:PutEvents to the outbox publisher only', () => {
    expect(policiesGranting('events:PutEvents')).toEqual([roleIdOf(stack.functions.outboxPublisher)]);
  });

  it('grants execute-api:ManageConnections to the WebSocket Lambda and the realtime fan-out only', () => {
    expect(policiesGranting('execute-api:ManageConnections').sort()).toEqual(
      [roleIdOf(stack.functions.webSocket), roleIdOf(stack.functions.consumers['realtime-fanout'])].sort(),
    );
  });

  it('sends e-mail through SES: ses:SendEmail for the e-mail consumer only, EMAIL_TRANSPORTE=ses on every function', () => {
    expect(policiesGranting('ses:SendEmail')).toEqual([roleIdOf(stack.functions.consumers.email)]);
    for (const [id, fn] of lambdas) {
      expect(fn.Properties.Environment.Variables.EMAIL_TRANSPORTE, id).toBe('ses');
      const variaveis = { TABLE_NAME: 't', BUCKET_ARQUIVOS: 'b', EVENT_BUS_NAME: 'e', APP_URL: 'https://x' };
      expect(
        readEnvironment({ ...variaveis, EMAIL_TRANSPORTE: fn.Properties.Environment.Variables.EMAIL_TRANSPORTE })
          .emailTransporte,
        id,
      ).toBe('ses');
    }
  });

  it('gives the AI consumer its own secret (read by it only), a longer timeout and alarms', () => {
    const ia = template.toJSON().Resources[fnId(stack.functions.consumers.ia)];
    expect(ia.Properties.Timeout).toBe(300);
    expect(JSON.stringify(ia.Properties.Environment.Variables.OPENAI_API_KEY_SECRET_ARN)).toContain('ChaveOpenAi');
    expect(policiesGranting('secretsmanager:GetSecretValue')).toEqual([roleIdOf(stack.functions.consumers.ia)]);
    const alarmes = resourcesOfType(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarmes.map((a) => a.MetricName).sort()).toEqual(['AsyncEventAge', 'Errors', 'Throttles']);
    for (const a of alarmes) expect(JSON.stringify(a.Dimensions)).toContain(fnId(stack.functions.consumers.ia));
  });

  it('grants the attachments bucket to the HTTP Lambdas only', () => {
    expect(policiesGranting('s3:PutObject').sort()).toEqual(Object.values(stack.functions.http).map(roleIdOf).sort());
  });
});

describe('CloudFront', () => {
  const [[, distribution]] = resourcesOfType(template, 'AWS::CloudFront::Distribution');
  const config = distribution.Properties.DistributionConfig;
  const behaviour = (pathPattern: string) =>
    config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pathPattern);
  const originDomain = (originId: string) =>
    JSON.stringify(config.Origins.find((o: { Id: string }) => o.Id === originId).DomainName);

  it('sends /api/* uncached, with every viewer header but Host, to the HTTP API', () => {
    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    });
    expect(originDomain(api.TargetOriginId)).toContain(`"Ref":"${apiIdOf('HTTP')}"`);
  });

  it('sends /ws uncached, cookies included, to the WebSocket API', () => {
    const ws = behaviour('/ws');
    expect(ws).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    });
    expect(originDomain(ws.TargetOriginId)).toContain(`"Ref":"${apiIdOf('WEBSOCKET')}"`);
  });

  it('serves the SPA from the private site bucket through Origin Access Control', () => {
    const site = config.Origins.find((o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(site.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
  });
});

describe('site deployment', () => {
  it('warns and uploads nothing while web/dist does not exist', () => {
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('npm run build -w web'));
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('uploads web/dist under workflow/ when it exists', () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-web-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Workflow</title>');

    const { template: withSite } = synthWorkflowStack({ webDistDir: webDist });

    withSite.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'workflow/',
      DistributionPaths: ['/workflow/*'],
    });
    fs.rmSync(webDist, { recursive: true, force: true });
  });
});

describe('outputs', () => {
  it('exports the site, API and WebSocket URLs, the table and the bus', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs.sort()).toEqual(['ApiUrl', 'EventBusName', 'SiteUrl', 'TableName', 'WebSocketUrl']);
  });
});
