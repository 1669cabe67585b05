import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { inject } from 'vitest';
import { localCredentials } from '../../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../../infra/local/handlerEnvironment';
import { eventually } from '../../support/eventually';

/** The runtime's bus, as the outbox publisher reaches it. */
export const barramento = (): EventBridgeClient =>
  new EventBridgeClient({
    endpoint: inject('endpoints').eventBridge,
    region: LOCAL_NAMES.region,
    credentials: localCredentials,
  });

/** Polls until `condicao` holds, for effects that happen after an asynchronous event path. */
export async function aguardarQue(condicao: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  await eventually(async () => ((await condicao()) ? true : undefined), timeoutMs, 50);
}
