import type { AppDeps } from '../../../app/deps';

/**
 * Adds a line (a later webhook attempt) to the details of the execution that started the
 * delivery. TEMPORARY until the rules repository (regras-nucleo) provides
 * acrescentarDetalhesExecucao: the line is kept only in the delivery's own history meanwhile.
 */
export async function acrescentarLinhaNaExecucao(
  _deps: AppDeps,
  _ref: { sigla: string; idRegra: string; idExecucao: string },
  _linha: string,
): Promise<void> {
  // Replaced by the repository call once merged.
}
