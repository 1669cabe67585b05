import type { AppDeps } from '../../../kernel/deps';
import { buscarBaseDados } from '../../../data/repositories/baseDadosRepository';
import { erroBaseDados } from '../erros';

/**
 * A reference to a base and its columns (a rule's lookup, a combo field) must name a base of
 * the caller's tenant and columns it has: 404 `Base de dados não encontrada` otherwise, so
 * another tenant's id reveals nothing.
 */
export async function conferirVinculoBaseDados(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  idBase: string,
  idsColunas: string[],
): Promise<void> {
  const b = await buscarBaseDados(deps, sigla, idBase);
  if (!b) throw erroBaseDados.naoEncontrada();
  if (idsColunas.some((id) => !b.colunas.some((c) => c.id === id))) throw erroBaseDados.colunaInvalida();
}
