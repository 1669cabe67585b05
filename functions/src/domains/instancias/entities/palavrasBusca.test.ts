import { diaDeDataBr } from '@wf/shared/schemas/pesquisa';
import { describe, expect, it } from 'vitest';
import { textoDeBusca } from './instancia';
import { atendeAPesquisa, palavraGuia, palavrasDe, palavrasIndexaveis } from './palavrasBusca';

const card = (descricao: string, listaValoresFormulario: Record<string, unknown> = {}) => ({
  textoBusca: textoDeBusca(descricao, null),
  listaValoresFormulario,
});

describe('card search words', () => {
  it('lower-cases, drops accents and splits on anything but letters and digits', () => {
    expect(palavrasDe('Aquisição de NOTEBOOK/Dell-15, R$ 3.500')).toEqual([
      'aquisicao',
      'de',
      'notebook',
      'dell',
      '15',
      'r',
      '3',
      '500',
    ]);
  });

  it('indexes words of 3+ characters, the title apart from title + form values, and skips UUIDs', () => {
    const p = palavrasIndexaveis(
      card('Compra de monitores', {
        FORNECEDOR: 'Dell Computadores',
        QTD: 12345,
        ANEXOS: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
        ITENS: [{ nome: 'Cabo HDMI' }],
      }),
    );
    expect(p.TITULO).toEqual(['compra', 'monitores']);
    expect(p.TUDO).toEqual(['cabo', 'compra', 'computadores', 'dell', 'hdmi', 'monitores', '12345'].sort());
  });

  it('matches when every word searched starts a word of the card', () => {
    const c = card('Pedido Orquídea', { FORNECEDOR: 'Samsung' });
    expect(atendeAPesquisa(c, palavrasDe('ORQ ped'), false)).toBe(true);
    expect(atendeAPesquisa(c, palavrasDe('quidea'), false)).toBe(false);
    expect(atendeAPesquisa(c, palavrasDe('orq sams'), false)).toBe(false);
    expect(atendeAPesquisa(c, palavrasDe('orq sams'), true)).toBe(true);
  });

  it('reads the index by the longest word, cut like the stored words', () => {
    expect(palavraGuia(['de', 'notebook', 'dell'])).toBe('notebook');
    expect(palavraGuia(['x'.repeat(50)])).toHaveLength(40);
  });

  it('accepts only real DD/MM/YYYY days', () => {
    expect(diaDeDataBr('29/02/2024')).toBe('2024-02-29');
    expect(diaDeDataBr('29/02/2023')).toBeNull();
    expect(diaDeDataBr('2024-02-01')).toBeNull();
    expect(diaDeDataBr('1/2/2024')).toBeNull();
  });
});
