import { describe, expect, it } from 'vitest';
import { contarItens, linhasDoTexto, normalizarItensChecklist, progressoChecklist } from './checklist';

const ids = () => {
  let n = 0;
  return () => `novo${++n}`;
};
const item = (id: string, descricao: string, ordem: number, checked = false) => ({ id, descricao, checked, ordem });

describe('checklist item rules', () => {
  it('splits pasted multi-line text into one item per non-empty line, in place', () => {
    const r = normalizarItensChecklist(
      [item('a', 'Primeiro', 0), item('b', 'Comprar\n\n  Pagar \r\nEntregar', 1, true), item('c', 'Último', 2)],
      [],
      ids(),
    );
    expect(r).toEqual([
      item('a', 'Primeiro', 0),
      item('b', 'Comprar', 1, true),
      item('novo1', 'Pagar', 2),
      item('novo2', 'Entregar', 3),
      item('c', 'Último', 4),
    ]);
  });

  it('keeps the old text when an item that had text is emptied', () => {
    const r = normalizarItensChecklist([item('a', '   ', 0, true)], [item('a', 'Texto antigo', 0)], ids());
    expect(r).toEqual([item('a', 'Texto antigo', 0, true)]);
  });

  it('deletes an item that was empty and stays empty, and a new empty item', () => {
    const r = normalizarItensChecklist(
      [item('a', '', 0), item('b', 'ok', 1), item('x', ' ', 2)],
      [item('a', '', 0)],
      ids(),
    );
    expect(r).toEqual([item('b', 'ok', 0)]);
  });

  it('orders by ordem and renumbers from 0; a repeated id gets a new one', () => {
    const r = normalizarItensChecklist([item('a', 'dois', 5), item('a', 'um', 1)], [], ids());
    expect(r).toEqual([item('a', 'um', 0), item('novo1', 'dois', 1)]);
  });

  it('counts checked and unchecked items and the progress', () => {
    const listas = [
      { listaItens: [item('a', 'x', 0, true), item('b', 'y', 1)] },
      { listaItens: [item('c', 'z', 0, true)] },
    ];
    expect(contarItens(listas)).toEqual({ checked: 2, unchecked: 1 });
    expect(progressoChecklist(listas[0]!.listaItens)).toBe(50);
    expect(progressoChecklist([])).toBe(0);
    expect(linhasDoTexto(' a \n\n b ')).toEqual(['a', 'b']);
  });
});
