import middy from '@middy/core';
import type { EventBridgeEvent } from 'aws-lambda';
import { eventosDominio, lerEvento, type EventoLido } from '@wf/shared/events';
import { processarUmaVez } from '../../events/processarUmaVez';
import { appDeps, type AppDeps } from '../deps';
import type { ConsumerName } from '../lambdas';

type EventoBarramento = EventBridgeEvent<string, unknown>;

/** An EventBridge event as a domain event: the contract's source and detail, or null. */
export function eventoDoBarramento(e: EventoBarramento): EventoLido | null {
  const evento = lerEvento(e['detail-type'], e.detail);
  return evento && eventosDominio[evento.tipo].source === e.source ? evento : null;
}

/**
 * The middy stack every EventBridge consumer shares: safe-parse the event against its contract,
 * then run the consumer once per event (idempotent, see processarUmaVez). A malformed event is
 * logged and dropped, since no retry could fix it; a failure of the consumer throws, so Lambda
 * retries the delivery.
 */
export function consumerLambda(nome: ConsumerName, processar: (deps: AppDeps, evento: EventoLido) => Promise<void>) {
  return middy<EventoBarramento, void>().handler(async (e) => {
    const evento = eventoDoBarramento(e);
    if (!evento) {
      console.warn(`[${nome}] evento ignorado (fora do contrato)`, e.source, e['detail-type'], e.id);
      return;
    }
    const deps = appDeps();
    await processarUmaVez(deps, nome, evento.detalhe, () => processar(deps, evento));
  });
}
