/**
 * Checklist item rules, shared by the card modal and the server:
 * - pasted multi-line text creates one item per non-empty line;
 * - empty text on an item that had text is ignored (the item keeps its old text);
 * - empty text on an item that was empty (or is new) deletes it.
 * Pure functions: the caller gives the ids of new items.
 */

export interface ItemChecklistEntrada {
  id: string;
  descricao: string;
  checked: boolean;
  ordem: number;
}

/** The non-empty lines of a text, trimmed (one checklist item each). */
export function linhasDoTexto(texto: string): string[] {
  return texto
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

/**
 * The items to store, from the items sent and the items stored before (none for a new checklist).
 * Items keep the order of their `ordem` (ties: the order sent); an item whose text holds several
 * lines becomes one item per line (the first keeps the id and the check mark, the others are new
 * and unchecked), right where it was. `ordem` is renumbered from 0.
 */
export function normalizarItensChecklist(
  enviados: readonly ItemChecklistEntrada[],
  anteriores: readonly ItemChecklistEntrada[],
  novoId: () => string,
): ItemChecklistEntrada[] {
  const textoAnterior = new Map(anteriores.map((i) => [i.id, i.descricao.trim()]));
  const ordenados = enviados.map((item, posicao) => ({ item, posicao }));
  ordenados.sort((a, b) => a.item.ordem - b.item.ordem || a.posicao - b.posicao);
  const vistos = new Set<string>();
  const saida: Omit<ItemChecklistEntrada, 'ordem'>[] = [];
  for (const { item } of ordenados) {
    // A repeated id would make two items one on the next edit: the repeat gets a new id.
    const id = vistos.has(item.id) ? novoId() : item.id;
    vistos.add(id);
    const linhas = linhasDoTexto(item.descricao);
    if (linhas.length === 0) {
      const anterior = textoAnterior.get(item.id);
      if (anterior) saida.push({ id, descricao: anterior, checked: item.checked });
      continue;
    }
    const [primeira, ...resto] = linhas as [string, ...string[]];
    saida.push({ id, descricao: primeira, checked: item.checked });
    for (const linha of resto) saida.push({ id: novoId(), descricao: linha, checked: false });
  }
  return saida.map((i, ordem) => ({ ...i, ordem }));
}

/** Checked and unchecked items of a set of checklists (the card tile's counters). */
export function contarItens(listas: ReadonlyArray<{ listaItens: readonly { checked: boolean }[] }>): {
  checked: number;
  unchecked: number;
} {
  let checked = 0;
  let unchecked = 0;
  for (const l of listas)
    for (const i of l.listaItens) {
      if (i.checked) checked++;
      else unchecked++;
    }
  return { checked, unchecked };
}

/** Progress in whole percent (0 for a checklist without items). */
export const progressoChecklist = (itens: readonly { checked: boolean }[]): number =>
  itens.length === 0 ? 0 : Math.round((itens.filter((i) => i.checked).length / itens.length) * 100);
