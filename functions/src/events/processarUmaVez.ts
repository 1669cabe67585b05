import type { AppDeps } from '../kernel/deps';
import {
  concluirProcessamento,
  descartarReservaEmAndamento,
  liberarProcessamento,
  reservarProcessamento,
  type ChaveProcessamento,
} from '../data/repositories/processamentoRepository';
import { logger } from '../kernel/observabilidade';

/**
 * Longer than any consumer may run (60 s, infra/cdk/workflowFunctions.ts): a claim older than
 * this belongs to a Lambda that died, and the next delivery may take it over.
 */
const PRAZO_RESERVA_SEGUNDOS = 90;

/** Thrown when the same event is being processed right now by another delivery: retry later. */
export class EventoEmProcessamento extends Error {
  constructor(chave: ChaveProcessamento) {
    super(`Evento ${chave.idEvento} já está em processamento por ${chave.consumidor}`);
    this.name = 'EventoEmProcessamento';
  }
}

/**
 * Runs `fn` once per (consumer, event), though events arrive at least once.
 *
 * Claim-then-release rather than mark-after-success: with marking only after success, two
 * deliveries of one event arriving together (a publisher retry, EventBridge's at-least-once)
 * would both send the e-mail. The claim is a lease, so a Lambda that dies mid-way does not
 * block the event for ever; a failure releases it and rethrows, so the retry runs it again.
 * A concurrent delivery throws rather than skipping: if the first one then fails, the event
 * still gets another try. Nothing is lost; the one duplicate left is a crash after `fn`
 * succeeded and before it was marked done.
 */
export async function processarUmaVez(
  deps: Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId'>,
  consumidor: string,
  evento: { sigla: string; idEvento: string },
  fn: () => Promise<void>,
): Promise<'processado' | 'repetido'> {
  const chave: ChaveProcessamento = { sigla: evento.sigla, consumidor, idEvento: evento.idEvento };
  const reserva = await reservarProcessamento(deps, chave, PRAZO_RESERVA_SEGUNDOS);
  if (reserva.estado === 'concluido') return 'repetido';
  if (reserva.estado === 'em-andamento') throw new EventoEmProcessamento(chave);
  try {
    await fn();
  } catch (e) {
    await liberarProcessamento(deps, chave, reserva.reservaId).catch((falha: unknown) =>
      logger.error('Falha ao liberar a reserva; ela expira sozinha', falha as Error),
    );
    throw e;
  }
  await concluirProcessamento(deps, chave);
  return 'processado';
}

/**
 * For a delivery interrupted by a crash of the process that ran it: drops the claim it left, so
 * the redelivery runs now instead of after the lease. Only the local runtime may know that (all its
 * consumers run in its own process); in AWS the lease is what detects a dead Lambda.
 */
export async function liberarReservaInterrompida(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  consumidor: string,
  evento: { sigla: string; idEvento: string },
): Promise<void> {
  await descartarReservaEmAndamento(deps, { sigla: evento.sigla, consumidor, idEvento: evento.idEvento });
}
