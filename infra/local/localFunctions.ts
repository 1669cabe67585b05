import {
  consumerLambdas,
  httpLambdas,
  outboxPublisherLambda,
  webSocketLambda,
  type ConsumerName,
  type HttpLambdaName,
} from '@wf/functions/app/lambdas';
import type { LambdaFunction } from './lambdaInvoker';

/**
 * The Lambda functions of lambdas.ts as the local runtime runs them. Timeouts follow what the
 * caller tolerates: API Gateway gives up after 30 s; event consumers get longer.
 */
const API_TIMEOUT_MS = 30_000;
const CONSUMER_TIMEOUT_MS = 60_000;

export const httpFunction = (name: HttpLambdaName): LambdaFunction => ({
  name,
  entry: httpLambdas[name].entry,
  timeoutMs: API_TIMEOUT_MS,
});

export const webSocketFunction: LambdaFunction = {
  name: webSocketLambda.name,
  entry: webSocketLambda.entry,
  timeoutMs: API_TIMEOUT_MS,
};

export const consumerFunction = (name: ConsumerName): LambdaFunction => ({
  name,
  entry: consumerLambdas[name].entry,
  timeoutMs: CONSUMER_TIMEOUT_MS,
});

export const outboxPublisherFunction: LambdaFunction = {
  name: outboxPublisherLambda.name,
  entry: outboxPublisherLambda.entry,
  timeoutMs: CONSUMER_TIMEOUT_MS,
};
