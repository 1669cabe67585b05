/** How the data base screens write numbers (pt-BR) and filter the list. */

const inteiro = new Intl.NumberFormat('pt-BR');

/** 1234567 -> "1.234.567" (the 'Registros' counter). */
export const formatarTotal = (n: number): string => inteiro.format(n);

/**
 * The table's footer: the records, or the search's matches, "cerca de" when the server could only
 * estimate them (every typed word is in too many records to count them on each page).
 */
export function rotuloDoTotal(p: { total: number; totalAproximado?: boolean }, buscando: boolean): string {
  if (!buscando) return `${formatarTotal(p.total)} registro(s)`;
  return `${p.totalAproximado ? 'cerca de ' : ''}${formatarTotal(p.total)} encontrado(s)`;
}

/** Filters the list by title or details, case and accents ignored. */
export function filtrarPorTexto<T extends { descricao: string; detalhes?: string | null }>(
  itens: readonly T[],
  filtro: string,
): T[] {
  const chave = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const f = chave(filtro.trim());
  if (!f) return [...itens];
  return itens.filter((i) => chave(`${i.descricao} ${i.detalhes ?? ''}`).includes(f));
}
