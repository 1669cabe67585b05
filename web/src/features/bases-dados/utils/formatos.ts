/** How the data base screens write numbers (pt-BR) and filter the list. */

const inteiro = new Intl.NumberFormat('pt-BR');

/** 1234567 -> "1.234.567" (the 'Registros' counter). */
export const formatarTotal = (n: number): string => inteiro.format(n);

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
