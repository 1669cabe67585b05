import { describe, expect, it } from 'vitest';
import { contarFiltrosAtivos, FILTROS_VAZIOS, montarQueryFiltros } from './filtrosCards';

describe('montarQueryFiltros', () => {
  it('sends only the flow without filters', () => {
    expect(montarQueryFiltros('f1', FILTROS_VAZIOS).toString()).toBe('idFluxo=f1');
  });

  it('sends the text trimmed, the flags as S and the labels as a comma list', () => {
    const query = montarQueryFiltros('f1', {
      ...FILTROS_VAZIOS,
      textoPesquisa: '  contrato ',
      cardSemResponsaveis: true,
      cardsVencendoSemana: true,
      idsEtiquetas: ['e1', 'e2'],
    });
    expect(Object.fromEntries(query)).toEqual({
      idFluxo: 'f1',
      textoPesquisa: 'contrato',
      cardSemResponsaveis: 'S',
      cardsVencendoSemana: 'S',
      idsEtiquetas: 'e1,e2',
    });
  });

  it('adds the cursor of the next page', () => {
    expect(montarQueryFiltros('f1', FILTROS_VAZIOS, 'abc').get('cursor')).toBe('abc');
  });
});

describe('contarFiltrosAtivos', () => {
  it('counts text, each flag and the label selection', () => {
    expect(contarFiltrosAtivos(FILTROS_VAZIOS)).toBe(0);
    expect(
      contarFiltrosAtivos({ ...FILTROS_VAZIOS, textoPesquisa: 'x', cardsVencidos: true, idsEtiquetas: ['a', 'b'] }),
    ).toBe(3);
  });
});
