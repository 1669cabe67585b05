import { EventBridgeClient, PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import type { AppDeps } from '../kernel/deps';

// PutEvents takes at most 10 entries per call.
const ENTRADAS_POR_CHAMADA = 10;

/** How far a publication got: entries [0, aceitas) are on the bus; `falha` says why it stopped there. */
export interface ResultadoPublicacao {
  aceitas: number;
  falha?: string;
}

/** The bus's client, created on first use (only the outbox publisher bundles it). */
export function clienteEventBridge(deps: Pick<AppDeps, 'eventBridge' | 'env'>): EventBridgeClient {
  deps.eventBridge ??= new EventBridgeClient({ region: deps.env.region, endpoint: deps.env.eventBridgeEndpoint });
  return deps.eventBridge;
}

/**
 * Puts entries on the bus in calls of 10, in order, and stops at the first refused entry or failed
 * call. Entries after it in the same call may have been put too; they go again with the retry and
 * consumers dedupe.
 */
export async function publicarNoBarramento(
  deps: Pick<AppDeps, 'eventBridge' | 'env'>,
  entradas: PutEventsRequestEntry[],
): Promise<ResultadoPublicacao> {
  for (let i = 0; i < entradas.length; i += ENTRADAS_POR_CHAMADA) {
    const lote = entradas.slice(i, i + ENTRADAS_POR_CHAMADA);
    let r;
    try {
      r = await clienteEventBridge(deps).send(new PutEventsCommand({ Entries: lote }));
    } catch (e) {
      return { aceitas: i, falha: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
    }
    if (r.FailedEntryCount) {
      const recusada = r.Entries?.findIndex((e) => e.ErrorCode) ?? 0;
      const motivo = r.Entries?.[recusada]?.ErrorCode;
      return {
        aceitas: i + Math.max(recusada, 0),
        falha: `EventBridge recusou ${r.FailedEntryCount} de ${lote.length} eventos${motivo ? ` (${motivo})` : ''}`,
      };
    }
  }
  return { aceitas: entradas.length };
}
