import type { Etapa } from '@wf/shared/types/fluxo';
import type { InstanciaResumo, PaginaCards } from '@wf/shared/types/instancia';
import { describe, expect, it } from 'vitest';
import {
  aplicarMovimento,
  destinosPermitidos,
  idsDasPaginas,
  inserirCard,
  moverEntreColunas,
  reordenarColunas,
  retirarCard,
  vizinhosNaPosicao,
  type PaginasCards,
} from './quadro';

const etapa = (id: string, ordemExibicao: number, listaIdsEtapasDestino: string[]): Etapa =>
  ({ id, descricao: id, ordemExibicao, listaIdsEtapasDestino }) as Etapa;

const card = (id: string, idEtapa = 'e1'): InstanciaResumo =>
  ({ id, descricao: id, ordem: 0, Etapa: { id: idEtapa, descricao: idEtapa, cor: 'blue' } }) as InstanciaResumo;

const paginas = (...listas: string[][]): PaginasCards => {
  const total = listas.flat().length;
  return {
    pages: listas.map((ids, i): PaginaCards => ({
      listaInstancias: ids.map((id) => card(id)),
      total,
      proximoCursor: i < listas.length - 1 ? `c${i}` : null,
    })),
    pageParams: listas.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  };
};

describe('destinosPermitidos', () => {
  it('is the stage itself plus its allowed destinations', () => {
    const etapas = [etapa('a', 1, ['b']), etapa('b', 2, ['c']), etapa('c', 3, [])];
    expect([...destinosPermitidos(etapas, 'a')].sort()).toEqual(['a', 'b']);
  });
  it('is only the stage itself for a final stage', () => {
    expect([...destinosPermitidos([etapa('c', 1, [])], 'c')]).toEqual(['c']);
  });
  it('ignores destinations that are no longer on the board', () => {
    expect([...destinosPermitidos([etapa('a', 1, ['x'])], 'a')]).toEqual(['a']);
  });
});

describe('vizinhosNaPosicao', () => {
  it('gives the cards before and after the drop position', () => {
    expect(vizinhosNaPosicao(['x', 'y', 'z'], 'y')).toEqual({
      ordem: 2,
      idInstanciaAnterior: 'x',
      idInstanciaPosterior: 'z',
    });
  });
  it('has no previous card at the top and no next card at the bottom', () => {
    expect(vizinhosNaPosicao(['y', 'z'], 'y')).toEqual({
      ordem: 1,
      idInstanciaAnterior: null,
      idInstanciaPosterior: 'z',
    });
    expect(vizinhosNaPosicao(['x', 'y'], 'y')).toEqual({
      ordem: 2,
      idInstanciaAnterior: 'x',
      idInstanciaPosterior: null,
    });
    expect(vizinhosNaPosicao(['y'], 'y')).toEqual({ ordem: 1, idInstanciaAnterior: null, idInstanciaPosterior: null });
  });
});

describe('retirarCard / inserirCard', () => {
  it('removes a card from any page and lowers the totals', () => {
    const { dados, card: retirado } = retirarCard(paginas(['a', 'b'], ['c']), 'c');
    expect(retirado?.id).toBe('c');
    expect(idsDasPaginas(dados)).toEqual(['a', 'b']);
    expect(dados.pages.every((p) => p.total === 2)).toBe(true);
  });
  it('inserts at a flat position across pages, past the end on the last page', () => {
    expect(idsDasPaginas(inserirCard(paginas(['a', 'b'], ['c']), card('n'), 3))).toEqual(['a', 'b', 'c', 'n']);
    expect(idsDasPaginas(inserirCard(paginas(['a', 'b'], ['c']), card('n'), 2))).toEqual(['a', 'b', 'n', 'c']);
    expect(idsDasPaginas(inserirCard(paginas(['a', 'b'], ['c']), card('n'), 0))).toEqual(['n', 'a', 'b', 'c']);
    expect(idsDasPaginas(inserirCard(paginas([]), card('n'), 0))).toEqual(['n']);
  });
});

describe('aplicarMovimento (optimistic move) and its revert', () => {
  const destinoEtapa = { id: 'e2', descricao: 'e2', cor: 'red' };

  it('moves the card into the destination at the drop position with the new stage', () => {
    const origem = paginas(['a', 'b', 'c']);
    const destino = paginas(['x', 'y']);
    const depois = aplicarMovimento(
      origem,
      destino,
      { idInstancia: 'b', idEtapaOrigem: 'e1', idEtapaDestino: 'e2', idsDestino: ['x', 'b', 'y'] },
      destinoEtapa,
    );
    expect(idsDasPaginas(depois.origem)).toEqual(['a', 'c']);
    expect(idsDasPaginas(depois.destino)).toEqual(['x', 'b', 'y']);
    expect(depois.destino?.pages[0]?.listaInstancias[1]?.Etapa.id).toBe('e2');
    expect(depois.origem?.pages[0]?.total).toBe(2);
    expect(depois.destino?.pages[0]?.total).toBe(3);
    // The revert restores the snapshots taken before: the inputs were not mutated.
    expect(idsDasPaginas(origem)).toEqual(['a', 'b', 'c']);
    expect(idsDasPaginas(destino)).toEqual(['x', 'y']);
  });

  it('reorders inside one column without changing its total', () => {
    const coluna = paginas(['a', 'b', 'c']);
    const depois = aplicarMovimento(
      coluna,
      coluna,
      { idInstancia: 'a', idEtapaOrigem: 'e1', idEtapaDestino: 'e1', idsDestino: ['b', 'c', 'a'] },
      { id: 'e1', descricao: 'e1', cor: 'blue' },
    );
    expect(idsDasPaginas(depois.destino)).toEqual(['b', 'c', 'a']);
    expect(depois.origem).toBe(depois.destino);
    expect(depois.destino?.pages[0]?.total).toBe(3);
    expect(idsDasPaginas(coluna)).toEqual(['a', 'b', 'c']);
  });
});

describe('moverEntreColunas (drag preview)', () => {
  const itens = { e1: ['a', 'b'], e2: ['x', 'y'] };
  it('puts the card before the card under the pointer, or after it from its lower half', () => {
    expect(moverEntreColunas(itens, 'a', 'e1', 'e2', 'y', false)).toEqual({ e1: ['b'], e2: ['x', 'a', 'y'] });
    expect(moverEntreColunas(itens, 'a', 'e1', 'e2', 'y', true)).toEqual({ e1: ['b'], e2: ['x', 'y', 'a'] });
  });
  it('puts the card last when over the column itself', () => {
    expect(moverEntreColunas(itens, 'a', 'e1', 'e2', null, false)).toEqual({ e1: ['b'], e2: ['x', 'y', 'a'] });
  });
});

describe('reordenarColunas', () => {
  it('renumbers the stages 1..n after a column drag', () => {
    const etapas = [etapa('a', 1, []), etapa('b', 2, []), etapa('c', 3, [])];
    expect(reordenarColunas(etapas, 'a', 2).map((e) => [e.id, e.ordemExibicao])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });
});
