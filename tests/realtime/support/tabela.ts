import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { inject } from 'vitest';
import { localCredentials } from '../../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../../infra/local/handlerEnvironment';

/** The runtime's bus, as the outbox publisher reaches it. */
export const barramento = (): EventBridgeClient =>
  new EventBridgeClient({ endpoint: inject('endpoints').eventBridge, region: LOCAL_NAMES.region, credentials: localCredentials });

/** Polls until `condicao` holds, for effects that happen after an asynchronous event path. */
export async function aguardarQue(condicao: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const fim = Date.now() + timeoutMs;
  while (Date.now() < fim) {
    if (await condicao()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`condição não atingida em ${timeoutMs} ms`);
}
