import type { AppDeps } from '../../../kernel/deps';
import {
  buscarUnidades,
  listarUnidades,
  listarVinculosDaPessoa,
  listarVinculosDaUnidade,
} from '../../../data/repositories/organogramaRepository';
import {
  concessaoAlcanca,
  unidadesAlcancadas,
  type ConcessaoDeUnidade,
  type VinculoDaPessoa,
} from '../entities/alcance';

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

/** At most this many units' people are listed for one list of people (a Query each). */
export const LIMITE_UNIDADES_LISTADAS = 200;

/**
 * The people (user ids) the unit grants reach: for lists of people such as a card's responsible
 * candidates, never for an access check (that is concessoesQueAlcancam, in bounded reads). Reads
 * the tree's units and the people of each unit reached, up to LIMITE_UNIDADES_LISTADAS units
 * (the granted ones first); past that, the people of further sub-units are not listed, though
 * each of them still passes the check when named.
 */
export async function pessoasAlcancadas(
  deps: AppDeps,
  sigla: string,
  concessoes: readonly ConcessaoDeUnidade[],
): Promise<string[]> {
  if (concessoes.length === 0) return [];
  const alcance = unidadesAlcancadas(concessoes, await listarUnidades(deps, sigla));
  const concedidas = new Set(concessoes.map((c) => c.idOrg));
  const ordem = [...alcance.keys()].sort((a, b) => Number(concedidas.has(b)) - Number(concedidas.has(a)));
  const listas = await Promise.all(
    ordem.slice(0, LIMITE_UNIDADES_LISTADAS).map(async (idOrg) => {
      const vinculos = await listarVinculosDaUnidade(deps, sigla, idOrg);
      return alcance.get(idOrg) === 'todos' ? vinculos : vinculos.filter((v) => v.incluirEmSubniveis === 'S');
    }),
  );
  return [...new Set(listas.flat().map((v) => v.idUsuario))];
}
