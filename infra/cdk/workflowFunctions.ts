import { Duration } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  consumerLambdas,
  httpLambdas,
  outboxPublisherLambda,
  webSocketLambda,
  type ConsumerName,
  type HttpLambdaName,
} from '@wf/functions/app/lambdas';
import { TIMEOUT_CONSUMIDOR_IA } from './assistenteIa';
import { createWorkflowLambda, type LambdaCode } from './lambdaFunction';
import { idLambdaConsumidor, idLambdaHttp, idLambdaUnica } from './idsDasLambdas';

export interface WorkflowFunctionsProps {
  code: LambdaCode;
  environment: Record<string, string>;
}

/**
 * Memory of a consumer: 512 MB (a third of a vCPU), except the realtime fan-out, whose work is
 * CPU (signing and sending one @connections post per socket, ~0.25 ms of a core each) in one Node
 * thread: 1,769 MB is one whole vCPU, the most one thread can use (docs/adr/0020-realtime.md).
 */
const MEMORIA_DO_CONSUMIDOR_MB = 512;
const MEMORIA_DO_FANOUT_MB = 1769;

function mapEntries<K extends string, V, R>(record: Record<K, V>, map: (key: K, value: V) => R): Record<K, R> {
  const entries = Object.entries(record) as [K, V][];
  return Object.fromEntries(entries.map(([key, value]) => [key, map(key, value)])) as Record<K, R>;
}

/** Every Lambda of functions/src/app/lambdas.ts, one construct each; nothing else decides the list. */
export class WorkflowFunctions extends Construct {
  readonly http: Record<HttpLambdaName, LambdaFunction>;
  readonly webSocket: LambdaFunction;
  readonly consumers: Record<ConsumerName, LambdaFunction>;
  readonly outboxPublisher: LambdaFunction;

  constructor(scope: Construct, id: string, props: WorkflowFunctionsProps) {
    super(scope, id);
    const { code, environment } = props;

    // API Gateway gives an integration at most 30 s; cold starts with the SDK need more than 3 s.
    this.http = mapEntries(httpLambdas, (name, { entry, description }) =>
      createWorkflowLambda(this, idLambdaHttp(name), {
        entry,
        description,
        environment,
        code,
        timeout: Duration.seconds(29),
        memorySize: 1024,
      }),
    );
    this.webSocket = createWorkflowLambda(this, idLambdaUnica(webSocketLambda.name), {
      entry: webSocketLambda.entry,
      description: 'WebSocket: $connect, $disconnect e $default',
      environment,
      code,
      timeout: Duration.seconds(29),
      memorySize: 512,
    });
    this.consumers = mapEntries(consumerLambdas, (name, { entry, description }) =>
      createWorkflowLambda(this, idLambdaConsumidor(name), {
        entry,
        description,
        environment,
        code,
        timeout: name === 'ia' ? TIMEOUT_CONSUMIDOR_IA : Duration.seconds(60),
        memorySize: name === 'realtime-fanout' ? MEMORIA_DO_FANOUT_MB : MEMORIA_DO_CONSUMIDOR_MB,
      }),
    );
    this.outboxPublisher = createWorkflowLambda(this, idLambdaUnica(outboxPublisherLambda.name), {
      entry: outboxPublisherLambda.entry,
      description: 'Publica no barramento os itens de outbox lidos do Stream da tabela',
      environment,
      code,
      timeout: Duration.seconds(60),
      memorySize: 512,
    });
  }

  get all(): LambdaFunction[] {
    return [...Object.values(this.http), this.webSocket, ...Object.values(this.consumers), this.outboxPublisher];
  }
}
