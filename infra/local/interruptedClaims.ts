import { appDeps } from '@wf/functions/kernel/deps';
import type { ConsumerName } from '@wf/functions/app/lambdas';
import { liberarReservaInterrompida } from '@wf/functions/events/processarUmaVez';
import type { BusEvent } from './eventDelivery';

/**
 * A delivery the journal holds as unfinished at start was cut by the crash of the previous
 * process, which ran every consumer: its idempotency claim, if any, belongs to nobody alive.
 * Dropping it lets the redelivery run at once instead of failing until the 90 s lease ends.
 */
export async function releaseInterruptedClaim(event: BusEvent, consumer: ConsumerName): Promise<void> {
  const detail = event.detail as { sigla?: unknown; idEvento?: unknown } | null;
  if (typeof detail?.sigla !== 'string' || typeof detail.idEvento !== 'string') return;
  await liberarReservaInterrompida(appDeps(), consumer, { sigla: detail.sigla, idEvento: detail.idEvento });
}
