import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import {
  buscarBaseDados,
  excluirPaginaDaBase,
  excluirPaginaDaGeracao,
} from '../../../data/repositories/baseDadosRepository';
import { outboxPutUnico } from '../../../data/repositories/outboxRepository';
import { transact } from '../../../data/transact';
import { idPassoLimpezaBase } from './eventoLimpeza';

/** Items deleted per step: one Query and 40 BatchWrites at most, far inside the consumer's time. */
export const ITENS_POR_PASSO = 1000;

/**
 * The `limpeza` consumer for limpezaBaseDadosContinuar: one bounded page of a discarded set of
 * records (a deleted base's, or the ones an import replaced) and, when more may be left, the
 * next step's event (its id derived from base, set and step, so a repeated step cannot fork the
 * chain). A no-op while the set is the base's current one. Once a deleted base's records are
 * gone, its own partition (imports) goes too.
 */
export async function limparBaseDados(deps: AppDeps, evento: EventoLido, limite = ITENS_POR_PASSO): Promise<void> {
  if (evento.tipo !== 'limpezaBaseDadosContinuar') return;
  const { sigla, idBase, geracao, passo } = evento.detalhe;
  const base = await buscarBaseDados(deps, sigla, idBase);
  if (base?.geracao === geracao) return;
  let { mais } = await excluirPaginaDaGeracao(deps, sigla, idBase, geracao, limite);
  if (!mais && !base) ({ mais } = await excluirPaginaDaBase(deps, sigla, idBase, limite));
  if (!mais) return;
  await transact(deps, [
    outboxPutUnico(
      deps,
      { tipo: 'limpezaBaseDadosContinuar', detalhe: { sigla, idBase, geracao, passo: passo + 1 } },
      idPassoLimpezaBase(idBase, geracao, passo + 1),
    ),
  ]);
}
