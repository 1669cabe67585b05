import { flagsRestricao, type FlagRestricao } from '@wf/shared/constants/autorizacao';

/**
 * Who a unit's grant reaches, and how several grants add up (docs/adr/0069-organogram-and-access-by-unit.md).
 *
 * A person belongs to the unit he is linked to, and to its sub-units when his link has
 * incluirEmSubniveis S. A grant to a unit reaches its people, and the people of its sub-units
 * when the grant has incluirEmSubniveis S. So a link (u, s) meets a grant (g, gs) when u = g, or
 * s is S and g is below u, or gs is S and u is below g. "Below" is read from the units'
 * ancestors, so the answer needs only the units involved, never the whole tree.
 */
export interface VinculoDaPessoa {
  idOrg: string;
  incluirEmSubniveis: 'S' | 'N';
}

export interface ConcessaoDeUnidade {
  idOrg: string;
  incluirEmSubniveis: 'S' | 'N';
}

/** The ancestors of each unit involved (a unit missing here was deleted: it reaches no one). */
export type AncestraisPorUnidade = ReadonlyMap<string, readonly string[]>;

export function concessaoAlcanca(
  c: ConcessaoDeUnidade,
  vinculos: readonly VinculoDaPessoa[],
  ancestrais: AncestraisPorUnidade,
): boolean {
  const acimaDaConcedida = ancestrais.get(c.idOrg);
  if (!acimaDaConcedida) return false;
  return vinculos.some((v) => {
    const acimaDoVinculo = ancestrais.get(v.idOrg);
    if (!acimaDoVinculo) return false;
    if (v.idOrg === c.idOrg) return true;
    if (v.incluirEmSubniveis === 'S' && acimaDaConcedida.includes(v.idOrg)) return true;
    return c.incluirEmSubniveis === 'S' && acimaDoVinculo.includes(c.idOrg);
  });
}

type Permissao = 'autorizar' | 'editar' | 'executar';
export type FlagsDeEtapa = Record<Permissao | FlagRestricao, 'S' | 'N'>;

/**
 * The union of the grants that apply to one person on one stage (his own and his units'): a
 * permission is S when any grant gives it; a restriction holds only when every grant sets it
 * (the more open grant wins). Null when no grant applies.
 */
export function unirPermissoes(concessoes: readonly FlagsDeEtapa[]): FlagsDeEtapa | null {
  if (concessoes.length === 0) return null;
  const algum = (f: Permissao) => (concessoes.some((c) => c[f] === 'S') ? 'S' : 'N');
  const todos = (f: FlagRestricao) => (concessoes.every((c) => c[f] === 'S') ? 'S' : 'N');
  return {
    autorizar: algum('autorizar'),
    editar: algum('editar'),
    executar: algum('executar'),
    ...(Object.fromEntries(flagsRestricao.map((f) => [f, todos(f)])) as Record<FlagRestricao, 'S' | 'N'>),
  };
}

/**
 * Which units' people a set of grants reaches, read from the whole tree (for lists of people,
 * not for a check): 'todos' for a granted unit and, when the grant includes sub-levels, every unit
 * below it; 'subniveis' for the units above a granted one, whose people are reached only through a
 * link that includes sub-levels. The same rule as concessaoAlcanca, seen from the grants' side.
 */
export type AlcanceNaUnidade = 'todos' | 'subniveis';

export function unidadesAlcancadas(
  concessoes: readonly ConcessaoDeUnidade[],
  unidades: readonly { id: string; ancestrais: readonly string[] }[],
): Map<string, AlcanceNaUnidade> {
  const ancestrais = new Map(unidades.map((u) => [u.id, u.ancestrais]));
  const alcance = new Map<string, AlcanceNaUnidade>();
  const marcar = (id: string, a: AlcanceNaUnidade) => {
    if (alcance.get(id) !== 'todos') alcance.set(id, a);
  };
  for (const c of concessoes) {
    const acima = ancestrais.get(c.idOrg);
    if (!acima) continue;
    for (const id of acima) marcar(id, 'subniveis');
  }
  for (const c of concessoes) {
    if (!ancestrais.has(c.idOrg)) continue;
    marcar(c.idOrg, 'todos');
    if (c.incluirEmSubniveis !== 'S') continue;
    for (const u of unidades) if (u.ancestrais.includes(c.idOrg)) marcar(u.id, 'todos');
  }
  return alcance;
}
