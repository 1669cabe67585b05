import type { ItemChecklist } from '@wf/shared/types/instancia';
import { linhasDoTexto, normalizarItensChecklist } from '@wf/shared/validation/checklist';

/**
 * Editing a checklist's items in the card modal. The rules themselves live in
 * shared (the server applies them again): one item per non-empty pasted line, empty text on an
 * item that had text is ignored, empty on an empty item deletes it. Items are renumbered from 0.
 */
export type GeradorId = () => string;

export const novoIdItem: GeradorId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `item-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** New items at the end, one per non-empty line of the typed or pasted text. */
export function adicionarItens(
  itens: readonly ItemChecklist[],
  texto: string,
  novoId: GeradorId = novoIdItem,
): ItemChecklist[] {
  const linhas = linhasDoTexto(texto);
  const base = itens.length;
  const novos = linhas.map((descricao, i) => ({ id: novoId(), descricao, checked: false, ordem: base + i }));
  return normalizarItensChecklist([...itens, ...novos], itens, novoId);
}

/** An item's text changed (a multi-line text splits it right where it is). */
export function editarItem(
  itens: readonly ItemChecklist[],
  id: string,
  texto: string,
  novoId: GeradorId = novoIdItem,
): ItemChecklist[] {
  return normalizarItensChecklist(
    itens.map((i) => (i.id === id ? { ...i, descricao: texto } : i)),
    itens,
    novoId,
  );
}

export function alternarItem(itens: readonly ItemChecklist[], id: string): ItemChecklist[] {
  return itens.map((i) => (i.id === id ? { ...i, checked: !i.checked } : i));
}

export function removerItem(itens: readonly ItemChecklist[], id: string): ItemChecklist[] {
  return itens.filter((i) => i.id !== id).map((i, ordem) => ({ ...i, ordem }));
}

/** Whether a paste holds several lines (then it is turned into items instead of typed in). */
export const colagemMultilinha = (texto: string): boolean => linhasDoTexto(texto).length > 1;
