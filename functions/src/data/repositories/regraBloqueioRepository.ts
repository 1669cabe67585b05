import type { AppDeps } from '../../kernel/deps';
import { regraBloqueioSchema, type RegraBloqueio } from '../../domains/instancias/entities/regraBloqueio';
import { entidade } from '../entidade';
import { regraKeys } from './regraChaves';

/**
 * The read of every move: the flow's active rules that block moves (`BLOQUEIO#` items, written
 * with the rule by regraRepository.ts), in a module of its own so the card Lambda does not
 * bundle the rules' repository and schemas.
 */
const bloqueio = entidade('REGRA_BLOQUEIO', regraBloqueioSchema);

/** ONE strongly consistent Query (usually empty). */
export function regrasDeBloqueio(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  idFluxo: string,
): Promise<RegraBloqueio[]> {
  return bloqueio.listar(deps, {
    pk: regraKeys.ativasPk(sigla, idFluxo),
    prefixoSk: regraKeys.prefixoBloqueio(),
    consistente: true,
  });
}
