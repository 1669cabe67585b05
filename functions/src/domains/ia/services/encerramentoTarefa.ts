import type { AppDeps } from '../../../kernel/deps';
import { concluirTarefaItem, somarUsoItens } from '../../../data/repositories/iaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { transact } from '../../../data/transact';
import { mesDe, type TarefaIaArmazenada } from '../entities/tarefa';

export const eventoDaTarefa = (
  deps: AppDeps,
  sigla: string,
  t: TarefaIaArmazenada,
  status: 'processando' | 'concluida' | 'falhou',
) =>
  outboxPut(deps, { tipo: 'iaTarefaAtualizada', detalhe: { sigla, idTarefa: t.id, usuarioId: t.usuarioId, status } });

/**
 * The task's end, its month's usage and its event, in one transaction conditioned on the claim
 * (the holder of `token` writes it once). `tokens` are the whole task's.
 */
export async function encerrarTarefa(
  deps: AppDeps,
  sigla: string,
  t: TarefaIaArmazenada,
  token: string,
  fim: { status: 'concluida' | 'falhou'; resultado?: unknown; mensagem?: string; tokens: number },
): Promise<boolean> {
  const atualizadaEm = deps.clock().toISOString();
  return transact(deps, [
    concluirTarefaItem(deps, sigla, t.id, token, { ...fim, atualizadaEm }),
    ...somarUsoItens(deps, sigla, mesDe(atualizadaEm), { usuarioId: t.usuarioId, email: t.email }, fim.tokens),
    eventoDaTarefa(deps, sigla, t, fim.status),
  ]);
}
