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
