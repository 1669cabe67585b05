import type { AppDeps } from '../../../kernel/deps';
import { buscarUnidades, listarVinculosDaPessoa } from '../../../data/repositories/organogramaRepository';
import { concessaoAlcanca, type ConcessaoDeUnidade, type VinculoDaPessoa } from '../entities/alcance';

/** The units a person is linked to, as read for one check (one Query of his partition). */
export type VinculosDaPessoa = readonly VinculoDaPessoa[];

export const vinculosDaPessoa = (deps: AppDeps, sigla: string, idUsuario: string): Promise<VinculosDaPessoa> =>
  listarVinculosDaPessoa(deps, sigla, idUsuario);

/**
 * The unit grants, among `concessoes`, that reach the person, resolved now from the stored tree
 * (never copied onto people: a move or a revoke counts at the next check). Reads: his links (one
 * Query, unless given) and one BatchGet of the units involved (his and the granted ones), only
 * when there is something to decide; nothing at all for a grant-less flow or a person in no unit.
 */
export async function concessoesQueAlcancam<C extends ConcessaoDeUnidade>(
  deps: AppDeps,
  sigla: string,
  idUsuario: string,
  concessoes: readonly C[],
  vinculosLidos?: VinculosDaPessoa,
): Promise<C[]> {
  if (concessoes.length === 0) return [];
  const vinculos = vinculosLidos ?? (await vinculosDaPessoa(deps, sigla, idUsuario));
  if (vinculos.length === 0) return [];
  const unidades = await buscarUnidades(deps, sigla, [
    ...vinculos.map((v) => v.idOrg),
    ...concessoes.map((c) => c.idOrg),
  ]);
  const ancestrais = new Map(unidades.map((u) => [u.id, u.ancestrais]));
  return concessoes.filter((c) => concessaoAlcanca(c, vinculos, ancestrais));
}
