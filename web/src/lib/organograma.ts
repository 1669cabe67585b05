import type { NoOrg } from '@wf/shared/schemas/organograma';

/**
 * Pure helpers over the organogram's tree (the server's `estruturaOrg`, sub-units sorted): the
 * admin screen, the stage people dialog and the data base sharing all pick units from it.
 */

/** "Sigla — Descrição", or the description alone when the unit has no acronym. */
export const rotuloUnidade = (unidade: Pick<NoOrg, 'descricao' | 'sigla'>): string =>
  unidade.sigla ? `${unidade.sigla} — ${unidade.descricao}` : unidade.descricao;

/** Every unit of the tree, depth first (parents before their sub-units), with its depth. */
export function achatarArvore(nos: readonly NoOrg[], nivel = 0): { no: NoOrg; nivel: number }[] {
  return nos.flatMap((no) => [{ no, nivel }, ...achatarArvore(no.filhos, nivel + 1)]);
}

export function acharUnidade(nos: readonly NoOrg[], id: string): NoOrg | undefined {
  for (const no of nos) {
    if (no.id === id) return no;
    const achado = acharUnidade(no.filhos, id);
    if (achado) return achado;
  }
  return undefined;
}

/** The ids of a unit and of all its sub-units. */
export function idsDaSubarvore(no: NoOrg): Set<string> {
  return new Set(achatarArvore([no]).map(({ no: n }) => n.id));
}

/** The ids from the root down to the unit (the unit included); empty when it is not in the tree. */
export function caminhoAte(nos: readonly NoOrg[], id: string): string[] {
  for (const no of nos) {
    if (no.id === id) return [no.id];
    const abaixo = caminhoAte(no.filhos, id);
    if (abaixo.length) return [no.id, ...abaixo];
  }
  return [];
}

/**
 * Where a unit may move: any unit outside its own subtree (a unit under its own sub-unit would
 * make a cycle), except its current parent (no move). `null` stands for "the top level", offered
 * unless the unit is already there.
 */
export function superioresValidos(nos: readonly NoOrg[], idUnidade: string): (NoOrg | null)[] {
  const unidade = acharUnidade(nos, idUnidade);
  if (!unidade) return [];
  const proibidos = idsDaSubarvore(unidade);
  const candidatos = achatarArvore(nos)
    .map(({ no }) => no)
    .filter((no) => !proibidos.has(no.id) && no.id !== unidade.idOrgSup);
  return unidade.idOrgSup === null ? candidatos : [null, ...candidatos];
}

const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The units whose description, acronym or responsible matches the term (accents and case
 * ignored), kept with their ancestors so each match shows where it sits; an empty term keeps all.
 */
export function filtrarArvore(nos: readonly NoOrg[], termo: string): NoOrg[] {
  const procurado = normalizar(termo.trim());
  if (!procurado) return [...nos];
  const combina = (no: NoOrg) =>
    [no.descricao, no.sigla, no.Usuario?.nome ?? ''].some((texto) => normalizar(texto).includes(procurado));
  return nos.flatMap((no) => {
    if (combina(no)) return [no];
    const filhos = filtrarArvore(no.filhos, termo);
    return filhos.length ? [{ ...no, filhos }] : [];
  });
}

/** The tree as antd's TreeSelect/Tree data: value and key are the unit's id. */
export interface NoDeSelecao {
  value: string;
  key: string;
  title: string;
  children: NoDeSelecao[];
}

export function paraDadosDeArvore(nos: readonly NoOrg[]): NoDeSelecao[] {
  return nos.map((no) => ({
    value: no.id,
    key: no.id,
    title: rotuloUnidade(no),
    children: paraDadosDeArvore(no.filhos),
  }));
}
