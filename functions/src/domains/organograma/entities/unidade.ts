import * as z from 'zod';

/**
 * A unit of the organogram, as stored: flat, with the ids of its ancestors (root first, parent
 * last). The ancestors make every access check a fixed number of reads whatever the tree's size
 * (docs/adr/0069-organogram-and-access-by-unit.md); a move rewrites them on the moved subtree.
 */
export const unidadeSchema = z.object({
  id: z.string(),
  idOrgSup: z.string().nullable(),
  descricao: z.string(),
  sigla: z.string(),
  idUsuario: z.string().nullable(),
  ancestrais: z.array(z.string()),
  /** People linked to this very unit (kept with each link's write). */
  qtdeUsuarios: z.number(),
  /** Direct sub-units (kept with each insert, move and delete): a unit with any is not deleted. */
  qtdeSubunidades: z.number(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type Unidade = z.infer<typeof unidadeSchema>;

export interface DadosUnidade {
  idOrgSup: string | null;
  descricao: string;
  sigla: string;
  idUsuario: string | null;
}

/** The ancestors a child of `pai` has (none at the root). */
export const ancestraisSob = (pai: Pick<Unidade, 'id' | 'ancestrais'> | null): string[] =>
  pai ? [...pai.ancestrais, pai.id] : [];

export function novaUnidade(id: string, d: DadosUnidade, pai: Unidade | null, agora: Date): Unidade {
  const quando = agora.toISOString();
  return {
    id,
    idOrgSup: pai ? pai.id : null,
    descricao: d.descricao,
    sigla: d.sigla,
    idUsuario: d.idUsuario,
    ancestrais: ancestraisSob(pai),
    qtdeUsuarios: 0,
    qtdeSubunidades: 0,
    criadoEm: quando,
    atualizadoEm: quando,
  };
}

/** Would putting `unidade` under `novoPai` close a cycle (itself, or one of its own sub-units)? */
export const criaCiclo = (unidade: Pick<Unidade, 'id'>, novoPai: Pick<Unidade, 'id' | 'ancestrais'> | null): boolean =>
  novoPai !== null && (novoPai.id === unidade.id || novoPai.ancestrais.includes(unidade.id));

/** The sub-units of `id` (every level), from the whole tree. */
export const descendentes = (arvore: readonly Unidade[], id: string): Unidade[] =>
  arvore.filter((u) => u.ancestrais.includes(id));

/**
 * A unit moved under `novoPai`, and each of its sub-units with its ancestors rewritten: the part
 * above the moved unit is replaced, the part below it kept.
 */
export function moverSubarvore(
  unidade: Unidade,
  novoPai: Unidade | null,
  subunidades: readonly Unidade[],
  agora: Date,
): Unidade[] {
  const acima = ancestraisSob(novoPai);
  const quando = agora.toISOString();
  const movida: Unidade = {
    ...unidade,
    idOrgSup: novoPai ? novoPai.id : null,
    ancestrais: acima,
    atualizadoEm: quando,
  };
  return [
    movida,
    ...subunidades.map((s) => ({
      ...s,
      ancestrais: [...acima, unidade.id, ...s.ancestrais.slice(s.ancestrais.indexOf(unidade.id) + 1)],
    })),
  ];
}
