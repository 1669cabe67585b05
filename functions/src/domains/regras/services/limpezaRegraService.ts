import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import { outboxPutUnico } from '../../../data/repositories/outboxRepository';
import { buscarRegra, excluirPaginaDeExecucoes, idPassoLimpezaRegra } from '../../../data/repositories/regraRepository';
import { transact } from '../../../data/transact';

/** Execution records deleted per step: one Query and 40 BatchWrites at most, far inside the consumer's time. */
export const EXECUCOES_POR_PASSO = 1000;

/**
 * The `limpeza` consumer for limpezaRegraContinuar: one bounded page of a deleted rule's
 * execution records and, when more are left, the next step's event (its id derived from the
 * rule and the step, so a step run twice cannot fork the chain). Crash-safe like any event: a
 * step that dies is delivered again and deletes what is left. A no-op while the rule exists
 * (ids are never reused; a late or wrong event must never touch a live rule's history).
 */
export async function limparRegraExcluida(
  deps: AppDeps,
  evento: EventoLido,
  limite = EXECUCOES_POR_PASSO,
): Promise<void> {
  if (evento.tipo !== 'limpezaRegraContinuar') return;
  const { sigla, idFluxo, alteradoPor, idRegra, passo } = evento.detalhe;
  if (await buscarRegra(deps, sigla, idRegra)) return;
  const { mais } = await excluirPaginaDeExecucoes(deps, sigla, idRegra, limite);
  if (!mais) return;
  await transact(deps, [
    outboxPutUnico(
      deps,
      { tipo: 'limpezaRegraContinuar', detalhe: { sigla, idFluxo, alteradoPor, idRegra, passo: passo + 1 } },
      idPassoLimpezaRegra(idRegra, passo + 1),
    ),
  ]);
}
