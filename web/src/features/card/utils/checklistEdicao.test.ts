import { describe, expect, it } from 'vitest';
import { adicionarItens, alternarItem, colagemMultilinha, editarItem, removerItem } from './checklistEdicao';

const ids = () => {
  let n = 0;
  return () => `n${++n}`;
};
const item = (id: string, descricao: string, ordem: number, checked = false) => ({ id, descricao, checked, ordem });

describe('checklist editing', () => {
  it('adds one item per non-empty pasted line', () => {
    const itens = adicionarItens([item('a', 'Primeiro', 0)], 'Dois\n\n  Três  \r\n', ids());
    expect(itens.map((i) => [i.descricao, i.ordem])).toEqual([
      ['Primeiro', 0],
      ['Dois', 1],
      ['Três', 2],
    ]);
  });

  it('adds nothing for blank text', () => {
    expect(adicionarItens([item('a', 'x', 0)], '   \n ', ids())).toHaveLength(1);
  });

  it('keeps the old text when an item that had text is emptied', () => {
    expect(editarItem([item('a', 'Texto', 0)], 'a', '   ', ids())).toEqual([item('a', 'Texto', 0)]);
  });

  it('deletes an empty item left empty', () => {
    expect(editarItem([item('a', '', 0), item('b', 'B', 1)], 'a', '', ids())).toEqual([item('b', 'B', 0)]);
  });

  it('splits an edited item holding several lines in place', () => {
    const itens = editarItem([item('a', 'A', 0, true), item('b', 'B', 1)], 'a', 'A1\nA2', ids());
    expect(itens).toEqual([item('a', 'A1', 0, true), item('n1', 'A2', 1), item('b', 'B', 2)]);
  });

  it('toggles and removes items, renumbering', () => {
    const itens = [item('a', 'A', 0), item('b', 'B', 1)];
    expect(alternarItem(itens, 'b')[1]?.checked).toBe(true);
    expect(removerItem(itens, 'a')).toEqual([item('b', 'B', 0)]);
  });

  it('recognises a multi-line paste', () => {
    expect(colagemMultilinha('um\ndois')).toBe(true);
    expect(colagemMultilinha('um\n\n')).toBe(false);
  });
});
