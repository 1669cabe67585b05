import { PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import type { AppDeps } from '../app/deps';

// PutEvents takes at most 10 entries per call.
const ENTRADAS_POR_CHAMADA = 10;

export class FalhaAoPublicar extends Error {
  constructor(falhas: number, total: number, motivo: string | undefined) {
    super(`EventBridge recusou ${falhas} de ${total} eventos${motivo ? ` (${motivo})` : ''}`);
    this.name = 'FalhaAoPublicar';
  }
}

/**
 * Puts entries on the bus in calls of 10, in order. Any refused entry or failed call throws:
 * the caller must not treat the batch as delivered.
 */
export async function publicarNoBarramento(deps: Pick<AppDeps, 'eventBridge'>, entradas: PutEventsRequestEntry[]): Promise<void> {
  for (let i = 0; i < entradas.length; i += ENTRADAS_POR_CHAMADA) {
    const lote = entradas.slice(i, i + ENTRADAS_POR_CHAMADA);
    const r = await deps.eventBridge.send(new PutEventsCommand({ Entries: lote }));
    if (r.FailedEntryCount) {
      const motivo = r.Entries?.find((e) => e.ErrorCode)?.ErrorCode;
      throw new FalhaAoPublicar(r.FailedEntryCount, lote.length, motivo);
    }
  }
}
